def nested_for_try_continue_return(xs, ys, table):
    for x in xs:
        for y in ys:
            key = x + y
            try:
                value = table[key]
            except KeyError:
                continue
            return (value, key)
    raise LookupError('none found')
