def try_bare_except(kind):
    try:
        _boom(kind)
        return 'ok'
    except:
        return 'bare'
