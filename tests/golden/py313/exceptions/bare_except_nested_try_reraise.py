def bare_except_nested_try_reraise(kind):
    try:
        raise TypeError(kind)
    except:
        try:
            _boom(kind)
        except KeyError:
            pass
        raise
