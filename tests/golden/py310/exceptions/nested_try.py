def nested_try(kind, inner):
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            log = []
            __undis_state = 1
        elif __undis_state == 1:
            __undis_state = 2
        elif __undis_state == 2:
            __undis_state = 3
        elif __undis_state == 3:
            try:
                _boom(kind)
                __undis_state = 4
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 5
        elif __undis_state == 4:
            __undis_state = 9
        elif __undis_state == 5:
            try:
                if not issubclass(__undis_s5, ValueError):
                    __undis_state = 8
                else:
                    __undis_state = 6
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s1
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 15
        elif __undis_state == 6:
            try:
                log.append('inner-except')
                _boom(inner)
                __undis_exc_info = __undis_s1
                __undis_state = 7
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s1
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 15
        elif __undis_state == 7:
            __undis_state = 12
        elif __undis_state == 8:
            try:
                raise __undis_s4
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s1
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 15
        elif __undis_state == 9:
            __undis_state = 10
        elif __undis_state == 10:
            try:
                log.append('inner-finally')
                __undis_state = 11
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 16
        elif __undis_state == 11:
            return log
        elif __undis_state == 12:
            __undis_state = 13
        elif __undis_state == 13:
            try:
                log.append('inner-finally')
                __undis_state = 14
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 16
        elif __undis_state == 14:
            return log
        elif __undis_state == 15:
            try:
                log.append('inner-finally')
                raise __undis_s4
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s1
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 16
        elif __undis_state == 16:
            try:
                if not issubclass(__undis_s5, KeyError):
                    __undis_state = 19
                else:
                    __undis_state = 17
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 17:
            try:
                log.append('outer-except')
                __undis_exc_info = __undis_s1
                __undis_state = 18
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 18:
            return log
        elif __undis_state == 19:
            try:
                raise __undis_s4
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
