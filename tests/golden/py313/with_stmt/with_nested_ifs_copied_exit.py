def with_nested_ifs_copied_exit(log, count, waiters):
    with _CM(log, 'lock'):
        if count < 0:
            raise ValueError(count)
        count -= 1
        if count == 0:
            log.append('zero')
            if waiters:
                log.append(waiters)
