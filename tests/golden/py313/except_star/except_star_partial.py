def except_star_partial(kinds):
    try:
        try:
            raise _group(*[ValueError(k) if k == 'v' else TypeError(k) for k in kinds])
        except* ValueError:
            pass
    except* TypeError as rest:
        result = ('leftover', [type(e).__name__ for e in rest.exceptions])
    else:
        result = 'all handled'
    return result
