def for_try_only_continue_typed_clauses(log, items):
    for x in items:
        log.append(x)
        try:
            pass
        except ValueError as e:
            log.append(e)
        except:
            log.append(2)
    log.append(3)
