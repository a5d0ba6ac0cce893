def with_in_try_in_loop(xs):
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
                __undis_state = 8
            else:
                __undis_state = 2
        elif __undis_state == 2:
            x = __undis_s1
            __undis_state = 3
        elif __undis_state == 3:
            try:
                __undis_t0 = _CM(log, 'w', swallow=True)
                __undis_t1 = __undis_t0.__exit__
                __undis_s1, __undis_s2 = (__undis_t1, __undis_t0.__enter__())
                __undis_state = 4
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = __undis_exc
                __undis_state = 15
        elif __undis_state == 4:
            try:
                if not x:
                    __undis_state = 6
                else:
                    __undis_state = 5
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 9
        elif __undis_state == 5:
            try:
                raise ValueError(x)
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 9
        elif __undis_state == 6:
            try:
                __undis_s1(None, None, None)
                __undis_state = 7
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = __undis_exc
                __undis_state = 15
        elif __undis_state == 7:
            log.append('loop-finally')
            __undis_state = 1
        elif __undis_state == 8:
            return log
        elif __undis_state == 9:
            try:
                __undis_t2 = __undis_exc_info
                __undis_exc_info = __undis_s3
                __undis_t3 = __undis_s3
                __undis_s3 = __undis_t2
                __undis_s4, __undis_t4 = (__undis_t3, __undis_s1(type(__undis_t3), __undis_t3, __undis_t3.__traceback__))
                if __undis_t4:
                    __undis_state = 11
                else:
                    __undis_state = 10
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s4 = None
                __undis_s5 = __undis_exc
                __undis_state = 14
        elif __undis_state == 10:
            try:
                raise __undis_s4
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s4 = None
                __undis_s5 = __undis_exc
                __undis_state = 14
        elif __undis_state == 11:
            __undis_state = 12
        elif __undis_state == 12:
            __undis_exc_info = __undis_s3
            __undis_state = 13
        elif __undis_state == 13:
            __undis_state = 7
        elif __undis_state == 14:
            try:
                __undis_exc_info = __undis_s3
                raise __undis_s5
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = __undis_exc
                __undis_state = 15
        elif __undis_state == 15:
            try:
                __undis_t7 = __undis_exc_info
                __undis_exc_info = __undis_s1
                __undis_t8 = __undis_s1
                __undis_s1 = __undis_t7
                __undis_s2, __undis_t9 = (__undis_t8, isinstance(__undis_t8, ValueError))
                if not __undis_t9:
                    __undis_state = 18
                else:
                    __undis_state = 16
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 19
        elif __undis_state == 16:
            try:
                log.append('never')
                __undis_state = 17
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 19
        elif __undis_state == 17:
            __undis_exc_info = __undis_s1
            __undis_state = 7
        elif __undis_state == 18:
            try:
                raise __undis_s2
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 19
        elif __undis_state == 19:
            try:
                __undis_exc_info = __undis_s1
                raise __undis_s3
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = __undis_exc
                __undis_state = 20
        elif __undis_state == 20:
            try:
                __undis_t5 = __undis_exc_info
                __undis_exc_info = __undis_s1
                __undis_t6 = __undis_s1
                __undis_s1 = __undis_t5
                log.append('loop-finally')
                raise __undis_t6
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 21
        elif __undis_state == 21:
            __undis_exc_info = __undis_s1
            raise __undis_s3
