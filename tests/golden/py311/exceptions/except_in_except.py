def except_in_except(kind):
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
            __undis_state = 18
        elif __undis_state == 2:
            try:
                __undis_t0 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t1 = __undis_s0
                __undis_s0 = __undis_t0
                __undis_s1, __undis_t2 = (__undis_t1, isinstance(__undis_t1, ValueError))
                if not __undis_t2:
                    __undis_state = 16
                else:
                    __undis_state = 3
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 17
        elif __undis_state == 3:
            __undis_state = 4
        elif __undis_state == 4:
            try:
                _boom('key')
                __undis_state = 5
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = __undis_exc
                __undis_state = 6
        elif __undis_state == 5:
            __undis_state = 15
        elif __undis_state == 6:
            try:
                __undis_t3 = __undis_exc_info
                __undis_exc_info = __undis_s1
                __undis_t4 = __undis_s1
                __undis_s1 = __undis_t3
                __undis_s2, __undis_t5 = (__undis_t4, isinstance(__undis_t4, KeyError))
                if not __undis_t5:
                    __undis_state = 13
                else:
                    __undis_state = 7
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 14
        elif __undis_state == 7:
            inner = __undis_s2
            __undis_state = 8
        elif __undis_state == 8:
            try:
                __undis_s2 = ('nested', inner.args)
                __undis_state = 9
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 12
        elif __undis_state == 9:
            __undis_t6 = __undis_s1
            __undis_s1 = __undis_s2
            __undis_s2 = __undis_t6
            __undis_state = 10
        elif __undis_state == 10:
            try:
                __undis_exc_info = __undis_s2
                inner = None
                del inner
                __undis_t7 = __undis_s0
                __undis_s0 = __undis_s1
                __undis_s1 = __undis_t7
                __undis_state = 11
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 17
        elif __undis_state == 11:
            __undis_exc_info = __undis_s1
            return __undis_s0
        elif __undis_state == 12:
            try:
                inner = None
                del inner
                raise __undis_s3
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 14
        elif __undis_state == 13:
            try:
                raise __undis_s2
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 14
        elif __undis_state == 14:
            try:
                __undis_exc_info = __undis_s1
                raise __undis_s3
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 17
        elif __undis_state == 15:
            __undis_exc_info = __undis_s0
            __undis_state = 18
        elif __undis_state == 16:
            try:
                raise __undis_s1
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 17
        elif __undis_state == 17:
            __undis_exc_info = __undis_s0
            raise __undis_s2
        elif __undis_state == 18:
            return 'none'
