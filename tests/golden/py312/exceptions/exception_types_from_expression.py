def exception_types_from_expression(kind, types):
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            try:
                _boom(kind)
                __undis_state = 1
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 2
        elif __undis_state == 1:
            return 'none'
        elif __undis_state == 2:
            try:
                __undis_t0 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t1 = __undis_s0
                __undis_s0 = __undis_t0
                __undis_s1, __undis_t2 = (__undis_t1, isinstance(__undis_t1, types[0]))
                if not __undis_t2:
                    __undis_state = 5
                else:
                    __undis_state = 3
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 9
        elif __undis_state == 3:
            __undis_state = 4
        elif __undis_state == 4:
            __undis_exc_info = __undis_s0
            return 'first'
        elif __undis_state == 5:
            try:
                if not isinstance(__undis_s1, tuple(types[1:])):
                    __undis_state = 8
                else:
                    __undis_state = 6
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 9
        elif __undis_state == 6:
            __undis_state = 7
        elif __undis_state == 7:
            __undis_exc_info = __undis_s0
            return 'rest'
        elif __undis_state == 8:
            try:
                raise __undis_s1
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 9
        elif __undis_state == 9:
            __undis_exc_info = __undis_s0
            raise __undis_s2
