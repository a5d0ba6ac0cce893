def for_finally_while_true_break(log, items):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_s0 = __undis_builtins.iter(items)
            __undis_state = 1
        elif __undis_state == 1:
            try:
                __undis_s1 = __undis_builtins.next(__undis_s0)
            except __undis_builtins.StopIteration:
                __undis_state = 7
            else:
                __undis_state = 2
        elif __undis_state == 2:
            item = __undis_s1
            __undis_state = 3
        elif __undis_state == 3:
            try:
                log.append(10 // item)
                __undis_state = 4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = __undis_exc
                __undis_state = 8
        elif __undis_state == 4:
            if not len(log) < 3:
                __undis_state = 6
            else:
                __undis_state = 5
        elif __undis_state == 5:
            __undis_state = 1
        elif __undis_state == 6:
            log.pop(0)
            __undis_state = 4
        elif __undis_state == 7:
            return log
        elif __undis_state == 8:
            __undis_t0 = __undis_exc_info
            __undis_exc_info = __undis_s1
            __undis_t1 = __undis_s1
            __undis_s1 = __undis_t0
            __undis_s2 = __undis_t1
            __undis_state = 9
        elif __undis_state == 9:
            try:
                if not len(log) < 3:
                    __undis_state = 11
                else:
                    __undis_state = 10
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 12
        elif __undis_state == 10:
            try:
                raise __undis_s2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 12
        elif __undis_state == 11:
            try:
                log.pop(0)
                __undis_state = 9
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 12
        elif __undis_state == 12:
            __undis_exc_info = __undis_s1
            raise __undis_s3
