def while_two_tries_in_clause(cache, key, items):
    try:
        selector = cache[key]
    except KeyError:
        it = iter(items)
        selector = []
        while True:
            try:
                selector.append(next(it) * 2)
            except StopIteration:
                raise ValueError('empty') from None
            try:
                tok = next(it)
                if tok == 0:
                    tok = next(it)
            except StopIteration:
                break
        cache[key] = selector
    return selector
