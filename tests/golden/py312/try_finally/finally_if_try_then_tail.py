def finally_if_try_then_tail(box, log):
    try:
        log.append(int(box.name))
    finally:
        if box.value:
            try:
                log.append(int(box.value))
            except (TypeError, ValueError):
                pass
        box.done = True
