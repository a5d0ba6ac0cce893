def try_case_return_then_with_returns(x, log):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            try:
                __undis_t0 = x
                __undis_s0, __undis_t1 = (__undis_t0, __undis_builtins.bool(__undis_builtins.type(__undis_t0).__flags__ & 32))
                if not __undis_t1:
                    __undis_state = 4
                else:
                    __undis_state = 1
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 14
        elif __undis_state == 1:
            try:
                if not __undis_builtins.len(__undis_s0) >= 1:
                    __undis_state = 4
                else:
                    __undis_state = 2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 14
        elif __undis_state == 2:
            try:
                __undis_t2, *__undis_t3 = __undis_s0
                p = __undis_t2
                q = __undis_t3
                __undis_state = 3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 14
        elif __undis_state == 3:
            return
        elif __undis_state == 4:
            try:
                __undis_t4 = _Enter(log)
                __undis_t5 = __undis_t4.__exit__
                __undis_s0, __undis_s1 = (__undis_t5, __undis_t4.__enter__())
                __undis_state = 5
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 14
        elif __undis_state == 5:
            __undis_state = 6
        elif __undis_state == 6:
            try:
                __undis_s0(None, None, None)
                __undis_state = 7
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 14
        elif __undis_state == 7:
            return 1
        elif __undis_state == 8:
            try:
                __undis_t6 = __undis_exc_info
                __undis_exc_info = __undis_s2
                __undis_t7 = __undis_s2
                __undis_s2 = __undis_t6
                __undis_s3, __undis_t8 = (__undis_t7, __undis_s0(__undis_builtins.type(__undis_t7), __undis_t7, __undis_t7.__traceback__))
                if __undis_t8:
                    __undis_state = 11
                else:
                    __undis_state = 9
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 10
        elif __undis_state == 9:
            try:
                raise __undis_s3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 10
        elif __undis_state == 10:
            try:
                __undis_exc_info = __undis_s2
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 14
        elif __undis_state == 11:
            __undis_state = 12
        elif __undis_state == 12:
            __undis_exc_info = __undis_s2
            __undis_state = 13
        elif __undis_state == 13:
            return
        elif __undis_state == 14:
            try:
                __undis_t9 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t10 = __undis_s0
                __undis_s0 = __undis_t9
                __undis_s1, __undis_t11 = (__undis_t10, __undis_builtins.isinstance(__undis_t10, ValueError))
                if not __undis_t11:
                    __undis_state = 17
                else:
                    __undis_state = 15
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 18
        elif __undis_state == 15:
            try:
                log.append(x)
                __undis_state = 16
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 18
        elif __undis_state == 16:
            __undis_exc_info = __undis_s0
            return
        elif __undis_state == 17:
            try:
                raise __undis_s1
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 18
        elif __undis_state == 18:
            __undis_exc_info = __undis_s0
            raise __undis_s2
