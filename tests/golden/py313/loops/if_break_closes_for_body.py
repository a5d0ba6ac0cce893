def if_break_closes_for_body(xs):
    total = 0
    for x in xs:
        total += x
        if total > 5:
            break
    return total
