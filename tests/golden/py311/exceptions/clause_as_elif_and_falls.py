def clause_as_elif_and_falls(f, code, out):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            try:
                x = f(code)
                __undis_state = 1
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 2
        elif __undis_state == 1:
            out.append(x)
            return
        elif __undis_state == 2:
            try:
                __undis_t0 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t1 = __undis_s0
                __undis_s0 = __undis_t0
                __undis_s1, __undis_t2 = (__undis_t1, __undis_builtins.isinstance(__undis_t1, ValueError))
                if not __undis_t2:
                    __undis_state = 14
                else:
                    __undis_state = 3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 15
        elif __undis_state == 3:
            err = __undis_s1
            __undis_state = 4
        elif __undis_state == 4:
            try:
                if not err.args[0] in (401, 403):
                    __undis_state = 6
                else:
                    __undis_state = 5
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 13
        elif __undis_state == 5:
            try:
                out.append('denied')
                __undis_state = 11
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 13
        elif __undis_state == 6:
            try:
                if not err.args[0] >= 400:
                    __undis_state = 10
                else:
                    __undis_state = 7
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 13
        elif __undis_state == 7:
            try:
                if not err.args[0] < 500:
                    __undis_state = 12
                else:
                    __undis_state = 8
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 13
        elif __undis_state == 8:
            try:
                out.append('client')
                __undis_state = 9
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 13
        elif __undis_state == 9:
            __undis_exc_info = __undis_s0
            err = None
            del err
            return
        elif __undis_state == 10:
            __undis_exc_info = __undis_s0
            err = None
            del err
            return
        elif __undis_state == 11:
            __undis_exc_info = __undis_s0
            err = None
            del err
            return
        elif __undis_state == 12:
            __undis_exc_info = __undis_s0
            err = None
            del err
            return
        elif __undis_state == 13:
            try:
                err = None
                del err
                raise __undis_s2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 15
        elif __undis_state == 14:
            try:
                raise __undis_s1
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 15
        elif __undis_state == 15:
            __undis_exc_info = __undis_s0
            raise __undis_s2
