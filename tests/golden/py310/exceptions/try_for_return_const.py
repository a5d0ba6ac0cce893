def try_for_return_const(opts, got):
    try:
        for opt in opts:
            if opt == '-k':
                return
            got.append(opt)
    except (KeyError, TypeError):
        got.append(None)
    got.append(0)
    return got
