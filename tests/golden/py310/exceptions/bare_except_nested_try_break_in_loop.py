def bare_except_nested_try_break_in_loop(queue, log):
    while queue:
        p = queue.pop()
        try:
            p()
        except:
            try:
                log.remove(p)
            except ValueError:
                break
            log.append(2)
    return log
