def try_except_as(kind):
    try:
        return _boom(kind)
    except (ValueError, KeyError) as e:
        return type(e).__name__
