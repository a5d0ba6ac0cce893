def except_in_except(kind):
    try:
        _boom(kind)
    except ValueError:
        try:
            _boom('key')
        except KeyError as inner:
            return ('nested', inner.args)
    return 'none'
