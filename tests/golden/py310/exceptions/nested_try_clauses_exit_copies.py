def nested_try_clauses_exit_copies(first, second, log):
    if first is not None:
        try:
            try:
                log.append(first())
            except ValueError:
                log.append('value')
            except KeyError:
                log.append(second())
        except TypeError:
            log.append('type')
    else:
        log.append(second())
