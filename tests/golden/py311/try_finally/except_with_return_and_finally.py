def except_with_return_and_finally(kind):
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            log = []
            __undis_state = 1
        elif __undis_state == 1:
            try:
                if not kind:
                    __undis_state = 3
                else:
                    __undis_state = 2
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 5
        elif __undis_state == 2:
            try:
                raise KeyError(kind)
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 5
        elif __undis_state == 3:
            try:
                log.append('body')
                __undis_state = 4
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 5
        elif __undis_state == 4:
            __undis_state = 11
        elif __undis_state == 5:
            try:
                __undis_t2 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t3 = __undis_s0
                __undis_s0 = __undis_t2
                __undis_s1, __undis_t4 = (__undis_t3, isinstance(__undis_t3, KeyError))
                if not __undis_t4:
                    __undis_state = 9
                else:
                    __undis_state = 6
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 10
        elif __undis_state == 6:
            try:
                __undis_t5 = __undis_s0
                __undis_s0 = ('except', log)
                __undis_s1 = __undis_t5
                __undis_state = 7
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 10
        elif __undis_state == 7:
            __undis_exc_info = __undis_s1
            __undis_state = 8
        elif __undis_state == 8:
            log.append('finally')
            return __undis_s0
        elif __undis_state == 9:
            try:
                raise __undis_s1
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 10
        elif __undis_state == 10:
            try:
                __undis_exc_info = __undis_s0
                raise __undis_s2
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 12
        elif __undis_state == 11:
            log.append('finally')
            __undis_state = 14
        elif __undis_state == 12:
            try:
                __undis_t0 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t1 = __undis_s0
                __undis_s0 = __undis_t0
                log.append('finally')
                raise __undis_t1
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 13
        elif __undis_state == 13:
            __undis_exc_info = __undis_s0
            raise __undis_s2
        elif __undis_state == 14:
            return ('end', log)
