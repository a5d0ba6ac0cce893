def while_not_or_with_pair_break_else(a, b, log):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            if a:
                __undis_state = 7
            else:
                __undis_state = 1
        elif __undis_state == 1:
            if b:
                __undis_state = 7
            else:
                __undis_state = 2
        elif __undis_state == 2:
            __undis_t0 = _CM(log, 'a')
            __undis_t1 = __undis_t0.__exit__
            __undis_s0, __undis_s1 = (__undis_t1, __undis_t0.__enter__())
            __undis_state = 3
        elif __undis_state == 3:
            try:
                __undis_t2 = _CM(log, 'b')
                __undis_t3 = __undis_t2.__exit__
                __undis_s1, __undis_s2 = (__undis_t3, __undis_t2.__enter__())
                __undis_state = 4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 15
        elif __undis_state == 4:
            __undis_state = 5
        elif __undis_state == 5:
            try:
                __undis_s1(None, None, None)
                __undis_state = 6
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 15
        elif __undis_state == 6:
            __undis_s0(None, None, None)
            __undis_state = 8
        elif __undis_state == 7:
            log.append('else')
            __undis_state = 8
        elif __undis_state == 8:
            log.append(len(log))
            return
        elif __undis_state == 9:
            try:
                __undis_t4 = __undis_exc_info
                __undis_exc_info = __undis_s3
                __undis_t5 = __undis_s3
                __undis_s3 = __undis_t4
                __undis_s4, __undis_t6 = (__undis_t5, __undis_s1(__undis_builtins.type(__undis_t5), __undis_t5, __undis_t5.__traceback__))
                if __undis_t6:
                    __undis_state = 11
                else:
                    __undis_state = 10
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s4 = None
                __undis_s5 = __undis_exc
                __undis_state = 13
        elif __undis_state == 10:
            try:
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s4 = None
                __undis_s5 = __undis_exc
                __undis_state = 13
        elif __undis_state == 11:
            __undis_state = 12
        elif __undis_state == 12:
            __undis_exc_info = __undis_s3
            __undis_state = 14
        elif __undis_state == 13:
            try:
                __undis_exc_info = __undis_s3
                raise __undis_s5
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 15
        elif __undis_state == 14:
            __undis_s0(None, None, None)
            return 1
        elif __undis_state == 15:
            try:
                __undis_t7 = __undis_exc_info
                __undis_exc_info = __undis_s2
                __undis_t8 = __undis_s2
                __undis_s2 = __undis_t7
                __undis_s3, __undis_t9 = (__undis_t8, __undis_s0(__undis_builtins.type(__undis_t8), __undis_t8, __undis_t8.__traceback__))
                if __undis_t9:
                    __undis_state = 17
                else:
                    __undis_state = 16
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 19
        elif __undis_state == 16:
            try:
                raise __undis_s3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 19
        elif __undis_state == 17:
            __undis_state = 18
        elif __undis_state == 18:
            __undis_exc_info = __undis_s2
            return 1
        elif __undis_state == 19:
            __undis_exc_info = __undis_s2
            raise __undis_s4
