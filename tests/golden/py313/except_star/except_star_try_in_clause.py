def except_star_try_in_clause(key):
    try:
        raise _group(KeyError(key))
    except* KeyError as eg:
        try:
            found = {'a': 1}[eg.exceptions[0].args[0]]
        except KeyError:
            found = None
    return found
