def try_except(kind):
    try:
        r = _boom(kind)
    except ValueError:
        r = 'caught'
    return r
