def for_else_continue_in_clause(keys, table, bases):
    got = []
    for key in keys:
        try:
            value = table[key]
        except KeyError:
            for base in bases:
                if key in base:
                    value = base[key]
                    break
            else:
                continue
        got.append(value)
    return got
