def clause_as_try_returns(s, env):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_state = 1
        elif __undis_state == 1:
            try:
                __undis_s0 = s.format(**env)
                __undis_state = 2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 3
        elif __undis_state == 2:
            return __undis_s0
        elif __undis_state == 3:
            try:
                if not __undis_builtins.issubclass(__undis_s5, KeyError):
                    __undis_state = 14
                else:
                    __undis_state = 4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 4:
            var = __undis_s4
            __undis_state = 5
        elif __undis_state == 5:
            __undis_state = 6
        elif __undis_state == 6:
            try:
                __undis_s3 = s.format(**env, **{'var': var})
                __undis_state = 7
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s3, __undis_s4, __undis_s5, __undis_s6, __undis_s7, __undis_s8) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 10
        elif __undis_state == 7:
            __undis_state = 8
        elif __undis_state == 8:
            __undis_exc_info = __undis_s1
            __undis_s0 = __undis_s3
            __undis_state = 9
        elif __undis_state == 9:
            var = None
            del var
            return __undis_s0
        elif __undis_state == 10:
            try:
                if not __undis_builtins.issubclass(__undis_s8, KeyError):
                    __undis_state = 12
                else:
                    __undis_state = 11
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s4
                (__undis_s3, __undis_s4, __undis_s5, __undis_s6, __undis_s7, __undis_s8) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 13
        elif __undis_state == 11:
            try:
                raise AttributeError(f'{var}') from None
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s4
                (__undis_s3, __undis_s4, __undis_s5, __undis_s6, __undis_s7, __undis_s8) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 13
        elif __undis_state == 12:
            try:
                raise __undis_s7
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s4
                (__undis_s3, __undis_s4, __undis_s5, __undis_s6, __undis_s7, __undis_s8) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 13
        elif __undis_state == 13:
            try:
                var = None
                del var
                raise __undis_s7
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 14:
            try:
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
