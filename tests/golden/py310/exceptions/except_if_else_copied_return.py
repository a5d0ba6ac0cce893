def except_if_else_copied_return(table, key, fallback):
    try:
        msg = table[key]
    except KeyError:
        if fallback:
            return fallback(key)
        if key == 1:
            msg = 'one'
        else:
            msg = 'other'
    return msg
