def with_while_true_try_break(log, items, limit):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            it = iter(items)
            __undis_t0 = _CM(log, 'a')
            __undis_t1 = __undis_t0.__exit__
            (__undis_s0, __undis_s1) = (__undis_t1, __undis_t0.__enter__())
            __undis_state = 1
        elif __undis_state == 1:
            try:
                __undis_t2 = _CM(log, 'b')
                __undis_t3 = __undis_t2.__exit__
                (__undis_s1, __undis_s2) = (__undis_t3, __undis_t2.__enter__())
                __undis_state = 2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 22
        elif __undis_state == 2:
            b = __undis_s2
            __undis_state = 3
        elif __undis_state == 3:
            try:
                if not len(log) > limit:
                    __undis_state = 5
                else:
                    __undis_state = 4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6, __undis_s7) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 15
        elif __undis_state == 4:
            try:
                raise ValueError(b)
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6, __undis_s7) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 15
        elif __undis_state == 5:
            __undis_state = 6
        elif __undis_state == 6:
            try:
                log.append(next(it))
                __undis_state = 7
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6, __undis_s7) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 8
        elif __undis_state == 7:
            __undis_state = 12
        elif __undis_state == 8:
            try:
                if not __undis_builtins.issubclass(__undis_s7, StopIteration):
                    __undis_state = 11
                else:
                    __undis_state = 9
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s3
                (__undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6, __undis_s7) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 15
        elif __undis_state == 9:
            __undis_exc_info = __undis_s3
            __undis_state = 10
        elif __undis_state == 10:
            __undis_state = 13
        elif __undis_state == 11:
            try:
                raise __undis_s6
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s3
                (__undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6, __undis_s7) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 15
        elif __undis_state == 12:
            __undis_state = 3
        elif __undis_state == 13:
            try:
                log.append('after')
                __undis_state = 14
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6, __undis_s7) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 15
        elif __undis_state == 14:
            try:
                __undis_s1(None, None, None)
                __undis_state = 20
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 22
        elif __undis_state == 15:
            try:
                if __undis_s1(__undis_s7, __undis_s6, __undis_s5):
                    __undis_state = 17
                else:
                    __undis_state = 16
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s3
                (__undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 22
        elif __undis_state == 16:
            try:
                raise __undis_s6
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s3
                (__undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 22
        elif __undis_state == 17:
            __undis_exc_info = __undis_s3
            __undis_state = 18
        elif __undis_state == 18:
            __undis_state = 19
        elif __undis_state == 19:
            __undis_s0(None, None, None)
            return log
        elif __undis_state == 20:
            __undis_state = 21
        elif __undis_state == 21:
            __undis_s0(None, None, None)
            return log
        elif __undis_state == 22:
            try:
                if __undis_s0(__undis_s6, __undis_s5, __undis_s4):
                    __undis_state = 24
                else:
                    __undis_state = 23
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 23:
            try:
                raise __undis_s5
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 24:
            __undis_exc_info = __undis_s2
            __undis_state = 25
        elif __undis_state == 25:
            return log
