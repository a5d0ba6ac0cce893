def for_return_finally_try_returns(log, items):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_state = 1
        elif __undis_state == 1:
            try:
                __undis_s0 = __undis_builtins.iter(items)
                try:
                    __undis_s1 = __undis_builtins.next(__undis_s0)
                except __undis_builtins.StopIteration:
                    __undis_state = 7
                else:
                    __undis_state = 2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 12
        elif __undis_state == 2:
            item = __undis_s1
            __undis_state = 3
        elif __undis_state == 3:
            __undis_state = 4
        elif __undis_state == 4:
            __undis_state = 5
        elif __undis_state == 5:
            log.append(len(items))
            return
        elif __undis_state == 6:
            try:
                log.append(len(items))
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 7:
            __undis_state = 8
        elif __undis_state == 8:
            __undis_state = 9
        elif __undis_state == 9:
            __undis_state = 10
        elif __undis_state == 10:
            log.append(len(items))
            return
        elif __undis_state == 11:
            try:
                log.append(len(items))
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 12:
            __undis_state = 13
        elif __undis_state == 13:
            __undis_state = 14
        elif __undis_state == 14:
            try:
                log.append(len(items))
                __undis_exc_info = __undis_s1
                __undis_state = 15
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 15:
            return
        elif __undis_state == 16:
            try:
                log.append(len(items))
                raise __undis_s10
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
