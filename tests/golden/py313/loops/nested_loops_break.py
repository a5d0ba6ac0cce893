def nested_loops_break(rows):
    found = None
    for r, row in enumerate(rows):
        for c, v in enumerate(row):
            if not v == 0:
                continue
            found = (r, c)
            break
        else:
            continue
        break
    return found
