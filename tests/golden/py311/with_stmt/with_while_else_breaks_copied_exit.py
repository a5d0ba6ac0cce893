def with_while_else_breaks_copied_exit(log, values, blocking, limit):
    rc = False
    with _CM(log, 'cond'):
        while values and values[-1] == 0:
            if not blocking:
                break
            if limit is not None:
                limit -= 1
                if limit <= 0:
                    break
            values.pop()
        else:
            log.append('acquired')
            rc = True
    return rc
