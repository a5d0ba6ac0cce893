def return_then_finally_loop_finally_break(x, out):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            try:
                __undis_s0 = x
                __undis_state = 1
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 6
        elif __undis_state == 1:
            try:
                out.append(x + 1)
                __undis_state = 2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = __undis_exc
                __undis_state = 3
        elif __undis_state == 2:
            out.append(0)
            return __undis_s0
        elif __undis_state == 3:
            try:
                __undis_t0 = __undis_exc_info
                __undis_exc_info = __undis_s1
                __undis_t1 = __undis_s1
                __undis_s1 = __undis_t0
                out.append(0)
                __undis_state = 4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 5
        elif __undis_state == 4:
            __undis_exc_info = __undis_s1
            return __undis_s0
        elif __undis_state == 5:
            __undis_exc_info = __undis_s1
            raise __undis_s3
        elif __undis_state == 6:
            __undis_t2 = __undis_exc_info
            __undis_exc_info = __undis_s0
            __undis_t3 = __undis_s0
            __undis_s0 = __undis_t2
            __undis_s1 = __undis_t3
            __undis_state = 7
        elif __undis_state == 7:
            try:
                out.append(x + 1)
                __undis_state = 8
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = __undis_exc
                __undis_state = 9
        elif __undis_state == 8:
            try:
                out.append(0)
                raise __undis_s1
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 12
        elif __undis_state == 9:
            try:
                __undis_t4 = __undis_exc_info
                __undis_exc_info = __undis_s2
                __undis_t5 = __undis_s2
                __undis_s2 = __undis_t4
                out.append(0)
                __undis_state = 10
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 11
        elif __undis_state == 10:
            try:
                __undis_exc_info = __undis_s2
                raise __undis_s1
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 12
        elif __undis_state == 11:
            try:
                __undis_exc_info = __undis_s2
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 12
        elif __undis_state == 12:
            __undis_exc_info = __undis_s0
            raise __undis_s2
