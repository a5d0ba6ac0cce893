def while_true_try_else_continue(log, items):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            if items:
                __undis_state = 2
            else:
                __undis_state = 1
        elif __undis_state == 1:
            return
        elif __undis_state == 2:
            item = items.pop()
            __undis_state = 3
        elif __undis_state == 3:
            try:
                log.append(10 // item)
                __undis_state = 4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 5
        elif __undis_state == 4:
            __undis_state = 9
        elif __undis_state == 5:
            try:
                if not __undis_builtins.issubclass(__undis_s5, ZeroDivisionError):
                    __undis_state = 8
                else:
                    __undis_state = 6
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 6:
            try:
                log.append('zero')
                __undis_exc_info = __undis_s1
                __undis_state = 7
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 7:
            __undis_state = 10
        elif __undis_state == 8:
            try:
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 9:
            log.append('ok')
            __undis_state = 0
        elif __undis_state == 10:
            __undis_state = 0
