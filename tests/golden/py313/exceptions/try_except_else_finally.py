def try_except_else_finally(kind):
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            log = []
            __undis_state = 1
        elif __undis_state == 1:
            try:
                log.append(_boom(kind))
                __undis_state = 2
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 4
        elif __undis_state == 2:
            try:
                log.append('else')
                __undis_state = 3
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 9
        elif __undis_state == 3:
            log.append('finally')
            return log
        elif __undis_state == 4:
            try:
                __undis_t2 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t3 = __undis_s0
                __undis_s0 = __undis_t2
                __undis_s1, __undis_t4 = (__undis_t3, isinstance(__undis_t3, ValueError))
                if not __undis_t4:
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
            try:
                log.append('except')
                __undis_state = 6
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 8
        elif __undis_state == 6:
            __undis_exc_info = __undis_s0
            __undis_state = 3
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
            try:
                __undis_exc_info = __undis_s0
                raise __undis_s2
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 9
        elif __undis_state == 9:
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
                __undis_state = 10
        elif __undis_state == 10:
            __undis_exc_info = __undis_s0
            raise __undis_s2
