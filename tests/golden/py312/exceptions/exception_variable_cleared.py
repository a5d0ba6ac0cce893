def exception_variable_cleared(kind):
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            e = 'before'
            __undis_state = 1
        elif __undis_state == 1:
            try:
                _boom(kind)
                __undis_state = 2
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 4
        elif __undis_state == 2:
            try:
                __undis_s0 = e
                __undis_state = 3
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 9
        elif __undis_state == 3:
            return __undis_s0
        elif __undis_state == 4:
            try:
                __undis_t3 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t4 = __undis_s0
                __undis_s0 = __undis_t3
                __undis_s1, __undis_t5 = (__undis_t4, isinstance(__undis_t4, ValueError))
                if not __undis_t5:
                    __undis_state = 7
                else:
                    __undis_state = 5
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 8
        elif __undis_state == 5:
            e = __undis_s1
            __undis_state = 6
        elif __undis_state == 6:
            __undis_exc_info = __undis_s0
            e = None
            del e
            __undis_state = 2
        elif __undis_state == 7:
            try:
                raise __undis_s1
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 8
        elif __undis_state == 8:
            __undis_exc_info = __undis_s0
            raise __undis_s2
        elif __undis_state == 9:
            try:
                __undis_t0 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t1 = __undis_s0
                __undis_s0 = __undis_t0
                __undis_s1, __undis_t2 = (__undis_t1, isinstance(__undis_t1, UnboundLocalError))
                if not __undis_t2:
                    __undis_state = 12
                else:
                    __undis_state = 10
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 13
        elif __undis_state == 10:
            __undis_state = 11
        elif __undis_state == 11:
            __undis_exc_info = __undis_s0
            return 'cleared'
        elif __undis_state == 12:
            try:
                raise __undis_s1
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 13
        elif __undis_state == 13:
            __undis_exc_info = __undis_s0
            raise __undis_s2
