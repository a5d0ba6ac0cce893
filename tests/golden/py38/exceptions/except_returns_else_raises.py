def except_returns_else_raises(value):
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_state = 1
        elif __undis_state == 1:
            try:
                n = int(value)
                __undis_state = 2
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 3
        elif __undis_state == 2:
            __undis_state = 18
        elif __undis_state == 3:
            try:
                if not issubclass(__undis_s5, ValueError):
                    __undis_state = 17
                else:
                    __undis_state = 4
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 4:
            e = __undis_s4
            __undis_state = 5
        elif __undis_state == 5:
            try:
                if not 'base' in str(e):
                    __undis_state = 10
                else:
                    __undis_state = 6
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s3, __undis_s4, __undis_s5, __undis_s6, __undis_s7, __undis_s8) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 14
        elif __undis_state == 6:
            __undis_state = 7
        elif __undis_state == 7:
            __undis_exc_info = __undis_s1
            __undis_state = 8
        elif __undis_state == 8:
            __undis_state = 15
        elif __undis_state == 9:
            return 'base'
        elif __undis_state == 10:
            __undis_state = 11
        elif __undis_state == 11:
            __undis_exc_info = __undis_s1
            __undis_state = 12
        elif __undis_state == 12:
            __undis_state = 16
        elif __undis_state == 13:
            return 'bad'
        elif __undis_state == 14:
            try:
                e = None
                del e
                raise __undis_s7
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 15:
            e = None
            del e
            __undis_state = 9
        elif __undis_state == 16:
            e = None
            del e
            __undis_state = 13
        elif __undis_state == 17:
            try:
                raise __undis_s4
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 18:
            raise LookupError(n)
