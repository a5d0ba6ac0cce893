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
                __undis_state = 10
            else:
                __undis_state = 9
        elif __undis_state == 9:
            try:
                _boom('value')
                __undis_state = 10
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 16
        elif __undis_state == 10:
            if not n == 5:
                __undis_state = 12
            else:
                __undis_state = 11
        elif __undis_state == 11:
            try:
                _boom('value')
                __undis_state = 12
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 20
        elif __undis_state == 12:
            if not n == 6:
                __undis_state = 15
            else:
                __undis_state = 13
        elif __undis_state == 13:
            try:
                _boom('value')
                __undis_state = 14
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 26
        elif __undis_state == 14:
            return n
        elif __undis_state == 15:
            return n
        elif __undis_state == 16:
            try:
                __undis_t0 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t1 = __undis_s0
                __undis_s0 = __undis_t0
                __undis_s1, __undis_t2 = (__undis_t1, isinstance(__undis_t1, ValueError))
                if not __undis_t2:
                    __undis_state = 18
                else:
                    __undis_state = 17
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 19
        elif __undis_state == 17:
            try:
                if __undis_exc_info is None:
                    raise
                raise __undis_exc_info
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 19
        elif __undis_state == 18:
            try:
                raise __undis_s1
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 19
        elif __undis_state == 19:
            __undis_exc_info = __undis_s0
            raise __undis_s2
        elif __undis_state == 20:
            try:
                __undis_t3 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t4 = __undis_s0
                __undis_s0 = __undis_t3
                __undis_s1, __undis_t5 = (__undis_t4, isinstance(__undis_t4, ValueError))
                if not __undis_t5:
                    __undis_state = 24
                else:
                    __undis_state = 21
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 25
        elif __undis_state == 21:
            e = __undis_s1
            __undis_state = 22
        elif __undis_state == 22:
            try:
                raise _Err('wrapped') from e
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 23
        elif __undis_state == 23:
            try:
                e = None
                del e
                raise __undis_s2
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 25
        elif __undis_state == 24:
            try:
                raise __undis_s1
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 25
        elif __undis_state == 25:
            __undis_exc_info = __undis_s0
            raise __undis_s2
        elif __undis_state == 26:
            try:
                __undis_t6 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t7 = __undis_s0
                __undis_s0 = __undis_t6
                __undis_s1, __undis_t8 = (__undis_t7, isinstance(__undis_t7, ValueError))
                if not __undis_t8:
                    __undis_state = 28
                else:
                    __undis_state = 27
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 29
        elif __undis_state == 27:
            try:
                raise _Err('implicit context')
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 29
        elif __undis_state == 28:
            try:
                raise __undis_s1
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 29
        elif __undis_state == 29:
            __undis_exc_info = __undis_s0
            raise __undis_s2
