def bare_except_nested_try_then_raise_in_loop(queue, log):
    while queue:
        p = queue.pop()
        try:
            p()
        except:
            log.append(p)
            try:
                log.remove(p)
            except ValueError:
                pass
            if not log:
                log.append(1)
            raise
    return log
