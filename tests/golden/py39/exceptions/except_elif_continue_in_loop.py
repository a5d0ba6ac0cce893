def except_elif_continue_in_loop(params, arguments):
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            out = []
            __undis_s0 = iter(params)
            __undis_state = 1
        elif __undis_state == 1:
            try:
                __undis_s1 = next(__undis_s0)
            except StopIteration:
                __undis_state = 15
            else:
                __undis_state = 2
        elif __undis_state == 2:
            (name, default) = __undis_s1
            __undis_state = 3
        elif __undis_state == 3:
            try:
                out.append((name, arguments[name]))
                __undis_state = 4
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 5
        elif __undis_state == 4:
            __undis_state = 1
        elif __undis_state == 5:
            try:
                if not issubclass(__undis_s6, KeyError):
                    __undis_state = 14
                else:
                    __undis_state = 6
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 6:
            try:
                if not default is not None:
                    __undis_state = 8
                else:
                    __undis_state = 7
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 7:
            try:
                val = default
                __undis_state = 12
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 8:
            try:
                if not name == 'args':
                    __undis_state = 10
                else:
                    __undis_state = 9
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 9:
            val = ()
            __undis_state = 12
        elif __undis_state == 10:
            __undis_exc_info = __undis_s2
            __undis_state = 11
        elif __undis_state == 11:
            __undis_state = 1
        elif __undis_state == 12:
            try:
                out.append((name, val))
                __undis_exc_info = __undis_s2
                __undis_state = 13
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 13:
            __undis_state = 1
        elif __undis_state == 14:
            try:
                raise __undis_s5
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 15:
            return out
