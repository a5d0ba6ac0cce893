def clause_return_then_copied_exit(first, stop, log):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            if not first is not None:
                __undis_state = 20
            else:
                __undis_state = 1
        elif __undis_state == 1:
            __undis_state = 2
        elif __undis_state == 2:
            __undis_state = 3
        elif __undis_state == 3:
            try:
                log.append(first())
                __undis_state = 4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 6
        elif __undis_state == 4:
            __undis_state = 5
        elif __undis_state == 5:
            return
        elif __undis_state == 6:
            try:
                if not __undis_builtins.issubclass(__undis_s5, ValueError):
                    __undis_state = 13
                else:
                    __undis_state = 7
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s1
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 16
        elif __undis_state == 7:
            try:
                if not stop:
                    __undis_state = 11
                else:
                    __undis_state = 8
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s1
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 16
        elif __undis_state == 8:
            __undis_exc_info = __undis_s1
            __undis_state = 9
        elif __undis_state == 9:
            __undis_state = 10
        elif __undis_state == 10:
            return
        elif __undis_state == 11:
            try:
                log.append('value')
                __undis_exc_info = __undis_s1
                __undis_state = 12
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s1
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 16
        elif __undis_state == 12:
            __undis_state = 14
        elif __undis_state == 13:
            try:
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s1
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 16
        elif __undis_state == 14:
            __undis_state = 15
        elif __undis_state == 15:
            return
        elif __undis_state == 16:
            try:
                if not __undis_builtins.issubclass(__undis_s5, TypeError):
                    __undis_state = 19
                else:
                    __undis_state = 17
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 17:
            try:
                log.append('type')
                __undis_exc_info = __undis_s1
                __undis_state = 18
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 18:
            return
        elif __undis_state == 19:
            try:
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 20:
            log.append(stop)
            return
