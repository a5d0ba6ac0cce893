def return_then_finally_loop_finally_break(x, out):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_state = 1
        elif __undis_state == 1:
            try:
                __undis_s0 = x
                __undis_state = 2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 7
        elif __undis_state == 2:
            __undis_state = 3
        elif __undis_state == 3:
            try:
                out.append(x + 1)
                __undis_state = 4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 5
        elif __undis_state == 4:
            out.append(0)
            return __undis_s0
        elif __undis_state == 5:
            try:
                out.append(0)
                __undis_exc_info = __undis_s2
                __undis_state = 6
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 6:
            return __undis_s0
        elif __undis_state == 7:
            __undis_state = 8
        elif __undis_state == 8:
            try:
                out.append(x + 1)
                __undis_state = 9
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s6, __undis_s7, __undis_s8, __undis_s9, __undis_s10, __undis_s11) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 10
        elif __undis_state == 9:
            try:
                out.append(0)
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 10:
            try:
                out.append(0)
                __undis_exc_info = __undis_s7
                __undis_state = 11
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 11:
            try:
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
