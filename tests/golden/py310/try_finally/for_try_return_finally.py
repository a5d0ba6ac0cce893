def for_try_return_finally(log, items):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_s0 = __undis_builtins.iter(items)
            try:
                __undis_s1 = __undis_builtins.next(__undis_s0)
            except __undis_builtins.StopIteration:
                __undis_state = 5
            else:
                __undis_state = 1
        elif __undis_state == 1:
            item = __undis_s1
            __undis_state = 2
        elif __undis_state == 2:
            try:
                log.append(item)
                __undis_s1 = item
                __undis_state = 3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 4
        elif __undis_state == 3:
            log.append('fin')
            return __undis_s1
        elif __undis_state == 4:
            try:
                log.append('fin')
                raise __undis_s5
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 5:
            return
