def while_try_continue_in_body(args, processed):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            i = 0
            __undis_state = 1
        elif __undis_state == 1:
            if not i < len(args):
                __undis_state = 5
            else:
                __undis_state = 2
        elif __undis_state == 2:
            term = args[i]
            i += 1
            __undis_state = 3
        elif __undis_state == 3:
            try:
                processed.append(int(term))
                __undis_state = 4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 6
        elif __undis_state == 4:
            __undis_state = 1
        elif __undis_state == 5:
            return processed
        elif __undis_state == 6:
            try:
                __undis_t0 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t1 = __undis_s0
                __undis_s0 = __undis_t0
                __undis_s1, __undis_t2 = (__undis_t1, __undis_builtins.isinstance(__undis_t1, ValueError))
                if not __undis_t2:
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
            __undis_state = 11
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
        elif __undis_state == 11:
            processed.append(term)
            if not i < len(args):
                __undis_state = 13
            else:
                __undis_state = 12
        elif __undis_state == 12:
            __undis_state = 2
        elif __undis_state == 13:
            __undis_state = 5
