def for_try_return_except_continue(xs, table):
    for x in xs:
        try:
            return table[x]
        except KeyError:
            continue
