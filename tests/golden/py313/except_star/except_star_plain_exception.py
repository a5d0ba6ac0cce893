def except_star_plain_exception():
    try:
        raise ValueError('naked')
    except* ValueError as eg:
        caught = (type(eg).__name__, [e.args for e in eg.exceptions])
    return caught
