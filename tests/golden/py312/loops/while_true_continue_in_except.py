def while_true_continue_in_except(keys, table):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            it = iter(keys)
            __undis_state = 1
        elif __undis_state == 1:
            try:
                __undis_s0 = table[next(it)]
                __undis_state = 2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 3
        elif __undis_state == 2:
            return __undis_s0
        elif __undis_state == 3:
            try:
                __undis_t0 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t1 = __undis_s0
                __undis_s0 = __undis_t0
                __undis_s1, __undis_t2 = (__undis_t1, __undis_builtins.isinstance(__undis_t1, StopIteration))
                if not __undis_t2:
                    __undis_state = 6
                else:
                    __undis_state = 4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 10
        elif __undis_state == 4:
            __undis_state = 5
        elif __undis_state == 5:
            __undis_exc_info = __undis_s0
            return
        elif __undis_state == 6:
            try:
                if not __undis_builtins.isinstance(__undis_s1, KeyError):
                    __undis_state = 9
                else:
                    __undis_state = 7
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 10
        elif __undis_state == 7:
            __undis_state = 8
        elif __undis_state == 8:
            __undis_exc_info = __undis_s0
            __undis_state = 1
        elif __undis_state == 9:
            try:
                raise __undis_s1
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 10
        elif __undis_state == 10:
            __undis_exc_info = __undis_s0
            raise __undis_s2
