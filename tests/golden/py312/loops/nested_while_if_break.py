def nested_while_if_break(a, b, got):
    while a(got):
        while b(got):
            if len(got) > 5:
                break
            got.append(1)
        got.append(0)
    return got
