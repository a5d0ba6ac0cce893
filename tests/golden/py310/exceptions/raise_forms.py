def raise_forms(n):
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            if not n == 0:
                __undis_state = 2
            else:
                __undis_state = 1
        elif __undis_state == 1:
            raise ValueError
        elif __undis_state == 2:
            if not n == 1:
                __undis_state = 4
            else:
                __undis_state = 3
        elif __undis_state == 3:
            raise ValueError('msg')
        elif __undis_state == 4:
            if not n == 2:
                __undis_state = 6
            else:
                __undis_state = 5
        elif __undis_state == 5:
            raise ValueError('msg') from KeyError('cause')
        elif __undis_state == 6:
            if not n == 3:
                __undis_state = 8
            else:
                __undis_state = 7
        elif __undis_state == 7:
            raise ValueError('msg') from None
        elif __undis_state == 8:
            if not n == 4:
                __undis_state = 15
            else:
                __undis_state = 9
        elif __undis_state == 9:
            __undis_state = 10
        elif __undis_state == 10:
            try:
                _boom('value')
                __undis_state = 11
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 12
        elif __undis_state == 11:
            __undis_state = 15
        elif __undis_state == 12:
            try:
                if not issubclass(__undis_s5, ValueError):
                    __undis_state = 14
                else:
                    __undis_state = 13
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 13:
            try:
                if __undis_exc_info is None:
                    raise
                raise __undis_exc_info
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 14:
            try:
                raise __undis_s4
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 15:
            if not n == 5:
                __undis_state = 24
            else:
                __undis_state = 16
        elif __undis_state == 16:
            __undis_state = 17
        elif __undis_state == 17:
            try:
                _boom('value')
                __undis_state = 18
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 19
        elif __undis_state == 18:
            __undis_state = 24
        elif __undis_state == 19:
            try:
                if not issubclass(__undis_s5, ValueError):
                    __undis_state = 23
                else:
                    __undis_state = 20
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 20:
            e = __undis_s4
            __undis_state = 21
        elif __undis_state == 21:
            try:
                raise _Err('wrapped') from e
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s3, __undis_s4, __undis_s5, __undis_s6, __undis_s7, __undis_s8) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 22
        elif __undis_state == 22:
            try:
                e = None
                del e
                raise __undis_s7
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 23:
            try:
                raise __undis_s4
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 24:
            if not n == 6:
                __undis_state = 31
            else:
                __undis_state = 25
        elif __undis_state == 25:
            __undis_state = 26
        elif __undis_state == 26:
            try:
                _boom('value')
                __undis_state = 27
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 28
        elif __undis_state == 27:
            return n
        elif __undis_state == 28:
            try:
                if not issubclass(__undis_s5, ValueError):
                    __undis_state = 30
                else:
                    __undis_state = 29
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 29:
            try:
                raise _Err('implicit context')
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 30:
            try:
                raise __undis_s4
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 31:
            return n
