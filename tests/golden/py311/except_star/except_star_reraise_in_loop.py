def except_star_reraise_in_loop(rounds):
    log = []
    for kinds in rounds:
        try:
            try:
                raise _group(*[ValueError(k) if k == 'v' else TypeError(k) for k in kinds])
            except* TypeError:
                pass
            except* ValueError:
                raise
        except Exception as e:
            caught = e
        log.append(type(caught).__name__)
    return log
