def try_nested_while_at_end(batches, stop, got):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_state = 1
        elif __undis_state == 1:
            try:
                if stop(got):
                    __undis_state = 5
                else:
                    __undis_state = 2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 7
        elif __undis_state == 2:
            try:
                if not batches:
                    __undis_state = 1
                else:
                    __undis_state = 3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 7
        elif __undis_state == 3:
            try:
                if not batches[-1]:
                    __undis_state = 1
                else:
                    __undis_state = 4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 7
        elif __undis_state == 4:
            try:
                got.append(batches[-1].pop())
                __undis_state = 2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 7
        elif __undis_state == 5:
            __undis_state = 6
        elif __undis_state == 6:
            __undis_state = 14
        elif __undis_state == 7:
            try:
                if not __undis_builtins.issubclass(__undis_s5, BaseException):
                    __undis_state = 13
                else:
                    __undis_state = 8
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 8:
            exc = __undis_s4
            __undis_state = 9
        elif __undis_state == 9:
            try:
                got.append(type(exc).__name__)
                __undis_state = 10
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s3, __undis_s4, __undis_s5, __undis_s6, __undis_s7, __undis_s8) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 12
        elif __undis_state == 10:
            __undis_exc_info = __undis_s1
            __undis_state = 11
        elif __undis_state == 11:
            exc = None
            del exc
            __undis_state = 14
        elif __undis_state == 12:
            try:
                exc = None
                del exc
                raise __undis_s7
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 13:
            try:
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 14:
            return
