def for_try_nested_with_return_const(log, items):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_s0 = __undis_builtins.iter(items)
            __undis_state = 1
        elif __undis_state == 1:
            try:
                __undis_s1 = __undis_builtins.next(__undis_s0)
            except __undis_builtins.StopIteration:
                __undis_state = 12
            else:
                __undis_state = 2
        elif __undis_state == 2:
            item = __undis_s1
            __undis_state = 3
        elif __undis_state == 3:
            try:
                __undis_t0 = _CM(log, 'a')
                __undis_t1 = __undis_t0.__exit__
                __undis_s1, __undis_s2 = (__undis_t1, __undis_t0.__enter__())
                __undis_state = 4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = __undis_exc
                __undis_state = 25
        elif __undis_state == 4:
            try:
                __undis_t2 = _CM(log, 'b', item == 0)
                __undis_t3 = __undis_t2.__exit__
                __undis_s2, __undis_s3 = (__undis_t3, __undis_t2.__enter__())
                __undis_state = 5
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 19
        elif __undis_state == 5:
            try:
                __undis_s4, __undis_t4 = (log.append, item > 1)
                if not __undis_t4:
                    __undis_state = 7
                else:
                    __undis_state = 6
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 13
        elif __undis_state == 6:
            try:
                __undis_s5 = 1 // (item - 1)
                __undis_state = 8
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 13
        elif __undis_state == 7:
            try:
                __undis_s5 = item // item
                __undis_state = 8
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 13
        elif __undis_state == 8:
            try:
                __undis_s4(__undis_s5)
                __undis_state = 9
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 13
        elif __undis_state == 9:
            try:
                __undis_s2(None, None, None)
                __undis_state = 10
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 19
        elif __undis_state == 10:
            try:
                __undis_s1(None, None, None)
                __undis_state = 11
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = __undis_exc
                __undis_state = 25
        elif __undis_state == 11:
            return 1
        elif __undis_state == 12:
            return log
        elif __undis_state == 13:
            try:
                __undis_t5 = __undis_exc_info
                __undis_exc_info = __undis_s4
                __undis_t6 = __undis_s4
                __undis_s4 = __undis_t5
                __undis_s5, __undis_t7 = (__undis_t6, __undis_s2(__undis_builtins.type(__undis_t6), __undis_t6, __undis_t6.__traceback__))
                if __undis_t7:
                    __undis_state = 15
                else:
                    __undis_state = 14
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s5 = None
                __undis_s6 = __undis_exc
                __undis_state = 17
        elif __undis_state == 14:
            try:
                raise __undis_s5
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s5 = None
                __undis_s6 = __undis_exc
                __undis_state = 17
        elif __undis_state == 15:
            __undis_state = 16
        elif __undis_state == 16:
            __undis_exc_info = __undis_s4
            __undis_state = 18
        elif __undis_state == 17:
            try:
                __undis_exc_info = __undis_s4
                raise __undis_s6
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 19
        elif __undis_state == 18:
            try:
                __undis_s1(None, None, None)
                __undis_state = 24
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = __undis_exc
                __undis_state = 25
        elif __undis_state == 19:
            try:
                __undis_t8 = __undis_exc_info
                __undis_exc_info = __undis_s3
                __undis_t9 = __undis_s3
                __undis_s3 = __undis_t8
                __undis_s4, __undis_t10 = (__undis_t9, __undis_s1(__undis_builtins.type(__undis_t9), __undis_t9, __undis_t9.__traceback__))
                if __undis_t10:
                    __undis_state = 21
                else:
                    __undis_state = 20
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s4 = None
                __undis_s5 = __undis_exc
                __undis_state = 23
        elif __undis_state == 20:
            try:
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s4 = None
                __undis_s5 = __undis_exc
                __undis_state = 23
        elif __undis_state == 21:
            __undis_state = 22
        elif __undis_state == 22:
            __undis_exc_info = __undis_s3
            __undis_state = 24
        elif __undis_state == 23:
            try:
                __undis_exc_info = __undis_s3
                raise __undis_s5
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = __undis_exc
                __undis_state = 25
        elif __undis_state == 24:
            __undis_state = 1
        elif __undis_state == 25:
            try:
                __undis_t11 = __undis_exc_info
                __undis_exc_info = __undis_s1
                __undis_t12 = __undis_s1
                __undis_s1 = __undis_t11
                __undis_s2, __undis_t13 = (__undis_t12, __undis_builtins.isinstance(__undis_t12, ZeroDivisionError))
                if not __undis_t13:
                    __undis_state = 28
                else:
                    __undis_state = 26
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 29
        elif __undis_state == 26:
            try:
                log.append('zero')
                __undis_state = 27
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 29
        elif __undis_state == 27:
            __undis_exc_info = __undis_s1
            __undis_state = 1
        elif __undis_state == 28:
            try:
                raise __undis_s2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 29
        elif __undis_state == 29:
            __undis_exc_info = __undis_s1
            raise __undis_s3
