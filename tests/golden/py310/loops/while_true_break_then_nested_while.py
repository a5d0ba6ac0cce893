def while_true_break_then_nested_while(a, b, got):
    while True:
        if a(got):
            return got
        got.append(0)
        while b(got):
            got.append(1)
