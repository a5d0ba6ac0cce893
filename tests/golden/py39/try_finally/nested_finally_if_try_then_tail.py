def nested_finally_if_try_then_tail(box, log):
    try:
        log.append(int(box.name))
    finally:
        try:
            log.append(len(log))
        finally:
            if box.value and (not log):
                try:
                    log.append(int(box.value))
                except (TypeError, ValueError):
                    pass
            box.done = True
