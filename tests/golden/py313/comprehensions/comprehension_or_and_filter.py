def comprehension_or_and_filter(table, forced):
    return ([(b, a) for b, a in table if forced == b or (forced == a and b > 0)], list((b for b, a in table if not forced == b and (forced == a or b < 0))))
