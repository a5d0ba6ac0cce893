def if_break_closes_for_body(xs):
    total = 0
    for x in xs:
        total += x
        if not total > 5:
            continue
        break
    return total
