async def async_try(x):
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            try:
                await _value(x)
                if not x:
                    __undis_state = 2
                else:
                    __undis_state = 1
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 3
        elif __undis_state == 1:
            try:
                raise ValueError(x)
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 3
        elif __undis_state == 2:
            await _Tick('finally')
            return 'ok'
        elif __undis_state == 3:
            try:
                __undis_t0 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t1 = __undis_s0
                __undis_s0 = __undis_t0
                __undis_s1, __undis_t2 = (__undis_t1, isinstance(__undis_t1, ValueError))
                if not __undis_t2:
                    __undis_state = 10
                else:
                    __undis_state = 4
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 11
        elif __undis_state == 4:
            e = __undis_s1
            __undis_state = 5
        elif __undis_state == 5:
            try:
                __undis_s1 = ('caught', e.args)
                __undis_state = 6
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 9
        elif __undis_state == 6:
            __undis_t3 = __undis_s0
            __undis_s0 = __undis_s1
            __undis_s1 = __undis_t3
            __undis_state = 7
        elif __undis_state == 7:
            try:
                __undis_exc_info = __undis_s1
                e = None
                del e
                __undis_state = 8
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 12
        elif __undis_state == 8:
            await _Tick('finally')
            return __undis_s0
        elif __undis_state == 9:
            try:
                e = None
                del e
                raise __undis_s2
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 11
        elif __undis_state == 10:
            try:
                raise __undis_s1
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 11
        elif __undis_state == 11:
            try:
                __undis_exc_info = __undis_s0
                raise __undis_s2
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 12
        elif __undis_state == 12:
            try:
                __undis_t4 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t5 = __undis_s0
                __undis_s0 = __undis_t4
                await _Tick('finally')
                raise __undis_t5
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 13
        elif __undis_state == 13:
            __undis_exc_info = __undis_s0
            raise __undis_s2
