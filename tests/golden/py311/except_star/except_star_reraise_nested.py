def except_star_reraise_nested(kinds):
    try:
        try:
            raise _group(*[ValueError(k) if k == 'v' else TypeError(k) for k in kinds])
        except* TypeError:
            pass
        except* ValueError:
            raise
    except Exception as e:
        caught = [type(x).__name__ for x in e.exceptions]
    else:
        caught = None
    return caught
