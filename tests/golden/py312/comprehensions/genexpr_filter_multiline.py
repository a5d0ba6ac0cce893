def genexpr_filter_multiline(table, forced):
    return list((
        b
        for b, a in table
        if forced == b or (forced == a and b > 0)))
