def while_nested_if_else_break(a, got):
    while a(got) and len(got) % 5 and len(got) % 3:
        got.append(3)
        got.append(2)
        got.append(1)
    return got
