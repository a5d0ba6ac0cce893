def nested_while_in_nested_last(a, b, c, got):
    while a(got):
        while b(got):
            if c(got):
                break
            got.append(2)
            while len(got) % 4 == 1 and got:
                got.append(1)
    return got
