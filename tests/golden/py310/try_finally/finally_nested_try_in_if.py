def finally_nested_try_in_if(log, sock):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_state = 1
        elif __undis_state == 1:
            try:
                log.append('body')
                __undis_state = 2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 17
        elif __undis_state == 2:
            if not sock is not None:
                __undis_state = 16
            else:
                __undis_state = 3
        elif __undis_state == 3:
            __undis_state = 4
        elif __undis_state == 4:
            __undis_state = 5
        elif __undis_state == 5:
            try:
                log.append(1 // sock)
                __undis_state = 6
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 7
        elif __undis_state == 6:
            __undis_state = 11
        elif __undis_state == 7:
            try:
                if not __undis_builtins.issubclass(__undis_s5, ZeroDivisionError):
                    __undis_state = 10
                else:
                    __undis_state = 8
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s1
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 15
        elif __undis_state == 8:
            try:
                log.append('zero')
                __undis_exc_info = __undis_s1
                __undis_state = 9
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s1
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 15
        elif __undis_state == 9:
            __undis_state = 13
        elif __undis_state == 10:
            try:
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s1
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 15
        elif __undis_state == 11:
            __undis_state = 12
        elif __undis_state == 12:
            log.append('close')
            return log
        elif __undis_state == 13:
            __undis_state = 14
        elif __undis_state == 14:
            log.append('close')
            return log
        elif __undis_state == 15:
            try:
                log.append('close')
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 16:
            return log
        elif __undis_state == 17:
            try:
                if not sock is not None:
                    __undis_state = 31
                else:
                    __undis_state = 18
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 18:
            __undis_state = 19
        elif __undis_state == 19:
            __undis_state = 20
        elif __undis_state == 20:
            try:
                log.append(1 // sock)
                __undis_state = 21
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s6, __undis_s7, __undis_s8, __undis_s9, __undis_s10, __undis_s11) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 22
        elif __undis_state == 21:
            __undis_state = 26
        elif __undis_state == 22:
            try:
                if not __undis_builtins.issubclass(__undis_s11, ZeroDivisionError):
                    __undis_state = 25
                else:
                    __undis_state = 23
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s7
                (__undis_s6, __undis_s7, __undis_s8, __undis_s9, __undis_s10, __undis_s11) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 30
        elif __undis_state == 23:
            try:
                log.append('zero')
                __undis_exc_info = __undis_s7
                __undis_state = 24
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s7
                (__undis_s6, __undis_s7, __undis_s8, __undis_s9, __undis_s10, __undis_s11) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 30
        elif __undis_state == 24:
            __undis_state = 28
        elif __undis_state == 25:
            try:
                raise __undis_s10
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s7
                (__undis_s6, __undis_s7, __undis_s8, __undis_s9, __undis_s10, __undis_s11) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 30
        elif __undis_state == 26:
            __undis_state = 27
        elif __undis_state == 27:
            try:
                log.append('close')
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 28:
            __undis_state = 29
        elif __undis_state == 29:
            try:
                log.append('close')
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 30:
            try:
                log.append('close')
                raise __undis_s10
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 31:
            try:
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
