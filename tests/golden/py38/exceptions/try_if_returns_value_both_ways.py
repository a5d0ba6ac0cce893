def try_if_returns_value_both_ways(pair):
    try:
        (lang, enc) = pair
        if enc is None:
            return lang
        return lang + '.' + enc
    except (TypeError, ValueError):
        raise TypeError('bad pair: %r' % (pair,))
