def nested_for_break_falls_to_exit(rows, ok):
    pos = off = 0
    for idx, row in enumerate(rows):
        if not ok(row):
            continue
        for off, item in enumerate(row):
            if not ok(item):
                break
        pos = idx + off
        break
    if pos == 0:
        pos = -1
    return pos
