def nested_while_if_break_last(a, b, got):
    while a(got):
        got.append(0)
        while b(got):
            if len(got) > 5:
                break
            got.append(1)
    return got
