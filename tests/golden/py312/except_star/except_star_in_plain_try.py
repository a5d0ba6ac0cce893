def except_star_in_plain_try(flag):
    try:
        try:
            raise ValueError(flag)
        except* TypeError as eg:
            result = eg
    except ValueError:
        result = 'plain'
    return result
