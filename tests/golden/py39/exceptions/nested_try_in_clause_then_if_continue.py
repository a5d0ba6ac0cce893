def nested_try_in_clause_then_if_continue(queue, log):
    for p in queue:
        try:
            p()
        except Exception:
            try:
                log.remove(p)
            except ValueError:
                log.append(3)
            if not log:
                continue
            log.append(2)
    return log
