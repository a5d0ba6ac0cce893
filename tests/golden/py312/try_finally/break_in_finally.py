def break_in_finally(xs):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            out = []
            __undis_s0 = __undis_builtins.iter(xs)
            __undis_state = 1
        elif __undis_state == 1:
            try:
                __undis_s1 = __undis_builtins.next(__undis_s0)
            except __undis_builtins.StopIteration:
                __undis_state = 7
            else:
                __undis_state = 2
        elif __undis_state == 2:
            x = __undis_s1
            __undis_state = 3
        elif __undis_state == 3:
            try:
                out.append(x)
                __undis_state = 4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = __undis_exc
                __undis_state = 8
        elif __undis_state == 4:
            if x > 1:
                __undis_state = 6
            else:
                __undis_state = 5
        elif __undis_state == 5:
            __undis_state = 1
        elif __undis_state == 6:
            return out
        elif __undis_state == 7:
            return out
        elif __undis_state == 8:
            try:
                __undis_t0 = __undis_exc_info
                __undis_exc_info = __undis_s1
                __undis_t1 = __undis_s1
                __undis_s1 = __undis_t0
                __undis_s2, __undis_t2 = (__undis_t1, x > 1)
                if not __undis_t2:
                    __undis_state = 11
                else:
                    __undis_state = 9
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 12
        elif __undis_state == 9:
            __undis_state = 10
        elif __undis_state == 10:
            __undis_exc_info = __undis_s1
            return out
        elif __undis_state == 11:
            try:
                raise __undis_s2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 12
        elif __undis_state == 12:
            __undis_exc_info = __undis_s1
            raise __undis_s3
