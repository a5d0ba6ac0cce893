def try_bare_except(kind):
    try:
        _boom(kind)
    except:
        return 'bare'
    return 'ok'
