def except_for_return_none_then_with(x, items, log):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            try:
                log.append(1 // x)
                __undis_state = 1
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 8
        elif __undis_state == 1:
            __undis_t0 = _CM(log, 'a')
            __undis_t1 = __undis_t0.__exit__
            __undis_s0, __undis_s1 = (__undis_t1, __undis_t0.__enter__())
            __undis_state = 2
        elif __undis_state == 2:
            try:
                __undis_t2 = _CM(log, 'b')
                __undis_t3 = __undis_t2.__exit__
                __undis_s1, __undis_s2 = (__undis_t3, __undis_t2.__enter__())
                __undis_state = 3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 18
        elif __undis_state == 3:
            try:
                if not x == 1:
                    __undis_state = 6
                else:
                    __undis_state = 4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 13
        elif __undis_state == 4:
            try:
                __undis_s1(None, None, None)
                __undis_state = 5
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 18
        elif __undis_state == 5:
            __undis_s0(None, None, None)
            return 1
        elif __undis_state == 6:
            try:
                __undis_s1(None, None, None)
                __undis_state = 7
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 18
        elif __undis_state == 7:
            __undis_s0(None, None, None)
            return
        elif __undis_state == 8:
            try:
                __undis_t10 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t11 = __undis_s0
                __undis_s0 = __undis_t10
                __undis_s1 = __undis_builtins.iter(items)
                try:
                    __undis_s2 = __undis_builtins.next(__undis_s1)
                except __undis_builtins.StopIteration:
                    __undis_state = 11
                else:
                    __undis_state = 9
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 12
        elif __undis_state == 9:
            x = __undis_s2
            __undis_state = 10
        elif __undis_state == 10:
            __undis_exc_info = __undis_s0
            return
        elif __undis_state == 11:
            __undis_exc_info = __undis_s0
            __undis_state = 1
        elif __undis_state == 12:
            __undis_exc_info = __undis_s0
            raise __undis_s2
        elif __undis_state == 13:
            try:
                __undis_t4 = __undis_exc_info
                __undis_exc_info = __undis_s3
                __undis_t5 = __undis_s3
                __undis_s3 = __undis_t4
                __undis_s4, __undis_t6 = (__undis_t5, __undis_s1(__undis_builtins.type(__undis_t5), __undis_t5, __undis_t5.__traceback__))
                if __undis_t6:
                    __undis_state = 15
                else:
                    __undis_state = 14
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s4 = None
                __undis_s5 = __undis_exc
                __undis_state = 17
        elif __undis_state == 14:
            try:
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s4 = None
                __undis_s5 = __undis_exc
                __undis_state = 17
        elif __undis_state == 15:
            __undis_state = 16
        elif __undis_state == 16:
            __undis_exc_info = __undis_s3
            __undis_state = 7
        elif __undis_state == 17:
            try:
                __undis_exc_info = __undis_s3
                raise __undis_s5
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 18
        elif __undis_state == 18:
            try:
                __undis_t7 = __undis_exc_info
                __undis_exc_info = __undis_s2
                __undis_t8 = __undis_s2
                __undis_s2 = __undis_t7
                __undis_s3, __undis_t9 = (__undis_t8, __undis_s0(__undis_builtins.type(__undis_t8), __undis_t8, __undis_t8.__traceback__))
                if __undis_t9:
                    __undis_state = 20
                else:
                    __undis_state = 19
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 22
        elif __undis_state == 19:
            try:
                raise __undis_s3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 22
        elif __undis_state == 20:
            __undis_state = 21
        elif __undis_state == 21:
            __undis_exc_info = __undis_s2
            return
        elif __undis_state == 22:
            __undis_exc_info = __undis_s2
            raise __undis_s4
