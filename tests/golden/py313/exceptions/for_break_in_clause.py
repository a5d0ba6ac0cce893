def for_break_in_clause(obj, bases, got):
    try:
        got.append(obj['x'])
    except KeyError:
        for base in bases:
            got.append(base)
            break
    got.append(1)
    return got
