def handler_with_return_value(kind):
    try:
        return _boom(kind)
    except ValueError:
        return
