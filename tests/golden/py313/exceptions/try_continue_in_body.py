def try_continue_in_body(args, processed):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_s0 = __undis_builtins.iter(args)
            __undis_state = 1
        elif __undis_state == 1:
            try:
                __undis_s1 = __undis_builtins.next(__undis_s0)
            except __undis_builtins.StopIteration:
                __undis_state = 5
            else:
                __undis_state = 2
        elif __undis_state == 2:
            term = __undis_s1
            __undis_state = 3
        elif __undis_state == 3:
            try:
                processed.append(int(term))
                __undis_state = 4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = __undis_exc
                __undis_state = 6
        elif __undis_state == 4:
            __undis_state = 1
        elif __undis_state == 5:
            return processed
        elif __undis_state == 6:
            try:
                __undis_t0 = __undis_exc_info
                __undis_exc_info = __undis_s1
                __undis_t1 = __undis_s1
                __undis_s1 = __undis_t0
                __undis_s2, __undis_t2 = (__undis_t1, __undis_builtins.isinstance(__undis_t1, ValueError))
                if not __undis_t2:
                    __undis_state = 9
                else:
                    __undis_state = 7
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 10
        elif __undis_state == 7:
            __undis_state = 8
        elif __undis_state == 8:
            __undis_exc_info = __undis_s1
            __undis_state = 11
        elif __undis_state == 9:
            try:
                raise __undis_s2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 10
        elif __undis_state == 10:
            __undis_exc_info = __undis_s1
            raise __undis_s3
        elif __undis_state == 11:
            try:
                frac = float(term)
                if not frac > 1:
                    __undis_state = 13
                else:
                    __undis_state = 12
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = __undis_exc
                __undis_state = 15
        elif __undis_state == 12:
            __undis_state = 1
        elif __undis_state == 13:
            try:
                processed.append(frac)
                __undis_state = 14
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = __undis_exc
                __undis_state = 15
        elif __undis_state == 14:
            __undis_state = 1
        elif __undis_state == 15:
            try:
                __undis_t3 = __undis_exc_info
                __undis_exc_info = __undis_s1
                __undis_t4 = __undis_s1
                __undis_s1 = __undis_t3
                __undis_s2, __undis_t5 = (__undis_t4, __undis_builtins.isinstance(__undis_t4, ValueError))
                if not __undis_t5:
                    __undis_state = 18
                else:
                    __undis_state = 16
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 19
        elif __undis_state == 16:
            __undis_state = 17
        elif __undis_state == 17:
            __undis_exc_info = __undis_s1
            __undis_state = 20
        elif __undis_state == 18:
            try:
                raise __undis_s2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 19
        elif __undis_state == 19:
            __undis_exc_info = __undis_s1
            raise __undis_s3
        elif __undis_state == 20:
            processed.append(term)
            __undis_state = 1
