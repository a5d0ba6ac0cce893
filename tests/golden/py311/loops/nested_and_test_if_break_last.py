def nested_and_test_if_break_last(xs, b, got):
    for x in xs:
        got.append(x)
        while b(got) and got:
            if len(got) > 5:
                break
            got.append(1)
    return got
