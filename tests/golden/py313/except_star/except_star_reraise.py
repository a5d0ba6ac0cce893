def except_star_reraise(kinds):
    try:
        raise _group(*[ValueError(k) for k in kinds])
    except* ValueError:
        raise
