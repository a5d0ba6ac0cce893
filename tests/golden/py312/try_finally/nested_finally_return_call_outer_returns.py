def nested_finally_return_call_outer_returns(log, x):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            try:
                __undis_s0 = log.append(x)
                __undis_state = 1
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 3
        elif __undis_state == 1:
            try:
                log.append(-x)
                __undis_state = 2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 5
        elif __undis_state == 2:
            return 4
        elif __undis_state == 3:
            try:
                __undis_t2 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t3 = __undis_s0
                __undis_s0 = __undis_t2
                log.append(-x)
                raise __undis_t3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 4
        elif __undis_state == 4:
            try:
                __undis_exc_info = __undis_s0
                raise __undis_s2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 5
        elif __undis_state == 5:
            __undis_t0 = __undis_exc_info
            __undis_exc_info = __undis_s0
            __undis_t1 = __undis_s0
            __undis_s0 = __undis_t0
            __undis_state = 6
        elif __undis_state == 6:
            __undis_exc_info = __undis_s0
            return 4
        elif __undis_state == 7:
            __undis_exc_info = __undis_s0
            raise __undis_s2
