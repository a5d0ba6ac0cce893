def except_star_no_name():
    try:
        raise _group(KeyError('a'))
    except* KeyError:
        handled = True
    return handled
