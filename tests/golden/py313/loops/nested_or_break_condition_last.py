def nested_or_break_condition_last(xs, b, c, got):
    for x in xs:
        while not b(got) or c(got):
            if len(got) > 9 or x in got:
                break
            got.append(2)
    return got
