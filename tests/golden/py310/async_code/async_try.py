async def async_try(x):
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_state = 1
        elif __undis_state == 1:
            __undis_state = 2
        elif __undis_state == 2:
            try:
                await _value(x)
                if not x:
                    __undis_state = 4
                else:
                    __undis_state = 3
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 6
        elif __undis_state == 3:
            try:
                raise ValueError(x)
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 6
        elif __undis_state == 4:
            __undis_state = 5
        elif __undis_state == 5:
            __undis_state = 14
        elif __undis_state == 6:
            try:
                if not issubclass(__undis_s5, ValueError):
                    __undis_state = 13
                else:
                    __undis_state = 7
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s1
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 16
        elif __undis_state == 7:
            e = __undis_s4
            __undis_state = 8
        elif __undis_state == 8:
            try:
                __undis_s3 = ('caught', e.args)
                __undis_state = 9
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s3, __undis_s4, __undis_s5, __undis_s6, __undis_s7, __undis_s8) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 12
        elif __undis_state == 9:
            __undis_t0 = __undis_s0
            __undis_s0 = __undis_s3
            __undis_t1 = __undis_s1
            __undis_s1 = __undis_t0
            __undis_t2 = __undis_s2
            __undis_s2 = __undis_t1
            __undis_exc_info = __undis_s2
            __undis_state = 10
        elif __undis_state == 10:
            try:
                e = None
                del e
                __undis_state = 11
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 16
        elif __undis_state == 11:
            await _Tick('finally')
            return __undis_s0
        elif __undis_state == 12:
            try:
                e = None
                del e
                raise __undis_s7
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s4
                __undis_exc_info = __undis_s1
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 16
        elif __undis_state == 13:
            try:
                raise __undis_s4
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s1
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 16
        elif __undis_state == 14:
            __undis_state = 15
        elif __undis_state == 15:
            await _Tick('finally')
            return 'ok'
        elif __undis_state == 16:
            try:
                await _Tick('finally')
                raise __undis_s4
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
