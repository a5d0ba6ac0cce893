def break_inside_with(xs):
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            log = []
            __undis_s0 = iter(xs)
            __undis_state = 1
        elif __undis_state == 1:
            try:
                __undis_s1 = next(__undis_s0)
            except StopIteration:
                __undis_state = 9
            else:
                __undis_state = 2
        elif __undis_state == 2:
            x = __undis_s1
            __undis_t0 = _CM(log, str(x))
            __undis_t1 = __undis_t0.__exit__
            __undis_s1, __undis_s2 = (__undis_t1, __undis_t0.__enter__())
            __undis_state = 3
        elif __undis_state == 3:
            try:
                if not x == 2:
                    __undis_state = 5
                else:
                    __undis_state = 4
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 10
        elif __undis_state == 4:
            __undis_s1(None, None, None)
            return log
        elif __undis_state == 5:
            try:
                if not x == 1:
                    __undis_state = 7
                else:
                    __undis_state = 6
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 10
        elif __undis_state == 6:
            __undis_s1(None, None, None)
            __undis_state = 1
        elif __undis_state == 7:
            try:
                log.append('body')
                __undis_state = 8
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 10
        elif __undis_state == 8:
            __undis_s1(None, None, None)
            __undis_state = 1
        elif __undis_state == 9:
            return log
        elif __undis_state == 10:
            try:
                __undis_t2 = __undis_exc_info
                __undis_exc_info = __undis_s3
                __undis_t3 = __undis_s3
                __undis_s3 = __undis_t2
                __undis_s4, __undis_t4 = (__undis_t3, __undis_s1(type(__undis_t3), __undis_t3, __undis_t3.__traceback__))
                if __undis_t4:
                    __undis_state = 12
                else:
                    __undis_state = 11
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s4 = None
                __undis_s5 = __undis_exc
                __undis_state = 14
        elif __undis_state == 11:
            try:
                raise __undis_s4
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s4 = None
                __undis_s5 = __undis_exc
                __undis_state = 14
        elif __undis_state == 12:
            __undis_state = 13
        elif __undis_state == 13:
            __undis_exc_info = __undis_s3
            __undis_state = 1
        elif __undis_state == 14:
            __undis_exc_info = __undis_s3
            raise __undis_s5
