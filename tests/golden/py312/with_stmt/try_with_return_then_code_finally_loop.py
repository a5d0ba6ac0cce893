def try_with_return_then_code_finally_loop(xs, log, swallow):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            try:
                __undis_t0 = _CM(log, 'a', swallow)
                __undis_t1 = __undis_t0.__exit__
                __undis_s0, __undis_s1 = (__undis_t1, __undis_t0.__enter__())
                __undis_state = 1
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 11
        elif __undis_state == 1:
            try:
                log.append(1 // len(xs))
                __undis_state = 2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 4
        elif __undis_state == 2:
            try:
                __undis_s0(None, None, None)
                __undis_state = 3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 11
        elif __undis_state == 3:
            log.append(xs.pop())
            __undis_state = 3
        elif __undis_state == 4:
            try:
                __undis_t2 = __undis_exc_info
                __undis_exc_info = __undis_s2
                __undis_t3 = __undis_s2
                __undis_s2 = __undis_t2
                __undis_s3, __undis_t4 = (__undis_t3, __undis_s0(__undis_builtins.type(__undis_t3), __undis_t3, __undis_t3.__traceback__))
                if __undis_t4:
                    __undis_state = 6
                else:
                    __undis_state = 5
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 8
        elif __undis_state == 5:
            try:
                raise __undis_s3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 8
        elif __undis_state == 6:
            __undis_state = 7
        elif __undis_state == 7:
            __undis_exc_info = __undis_s2
            __undis_state = 9
        elif __undis_state == 8:
            try:
                __undis_exc_info = __undis_s2
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 11
        elif __undis_state == 9:
            try:
                log.append('after')
                __undis_state = 10
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 11
        elif __undis_state == 10:
            log.append(xs.pop())
            __undis_state = 10
        elif __undis_state == 11:
            __undis_t5 = __undis_exc_info
            __undis_exc_info = __undis_s0
            __undis_t6 = __undis_s0
            __undis_s0 = __undis_t5
            __undis_s1 = __undis_t6
            __undis_state = 12
        elif __undis_state == 12:
            try:
                log.append(xs.pop())
                __undis_state = 12
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 13
        elif __undis_state == 13:
            __undis_exc_info = __undis_s0
            raise __undis_s2
