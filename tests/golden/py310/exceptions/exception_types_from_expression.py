def exception_types_from_expression(kind, types):
    try:
        _boom(kind)
        return 'none'
    except types[0]:
        return 'first'
    except tuple(types[1:]):
        return 'rest'
