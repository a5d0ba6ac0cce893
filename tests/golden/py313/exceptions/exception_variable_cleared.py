def exception_variable_cleared(kind):
    e = 'before'
    try:
        _boom(kind)
    except ValueError as e:
        pass
    try:
        return e
    except UnboundLocalError:
        return 'cleared'
