def nested_try_except_finally_return_in_finally(x, items, log):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_state = 1
        elif __undis_state == 1:
            __undis_state = 2
        elif __undis_state == 2:
            __undis_state = 3
        elif __undis_state == 3:
            try:
                log.append(x)
                __undis_state = 4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 10
        elif __undis_state == 4:
            __undis_state = 5
        elif __undis_state == 5:
            try:
                log.append(x)
                __undis_s0 = x
                __undis_state = 6
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 26
        elif __undis_state == 6:
            __undis_s1 = __undis_builtins.iter(items)
            __undis_state = 7
        elif __undis_state == 7:
            try:
                __undis_s2 = __undis_builtins.next(__undis_s1)
            except __undis_builtins.StopIteration:
                __undis_state = 9
            else:
                __undis_state = 8
        elif __undis_state == 8:
            y = __undis_s2
            log.append(y)
            __undis_state = 7
        elif __undis_state == 9:
            return __undis_s0
        elif __undis_state == 10:
            try:
                if not __undis_builtins.issubclass(__undis_s5, ValueError):
                    __undis_state = 13
                else:
                    __undis_state = 11
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s1
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 20
        elif __undis_state == 11:
            try:
                log.append('caught')
                __undis_exc_info = __undis_s1
                __undis_state = 12
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s1
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 20
        elif __undis_state == 12:
            __undis_state = 14
        elif __undis_state == 13:
            try:
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s1
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 20
        elif __undis_state == 14:
            __undis_state = 15
        elif __undis_state == 15:
            try:
                log.append(x)
                __undis_s0 = x
                __undis_state = 16
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 26
        elif __undis_state == 16:
            __undis_s1 = __undis_builtins.iter(items)
            __undis_state = 17
        elif __undis_state == 17:
            try:
                __undis_s2 = __undis_builtins.next(__undis_s1)
            except __undis_builtins.StopIteration:
                __undis_state = 19
            else:
                __undis_state = 18
        elif __undis_state == 18:
            y = __undis_s2
            log.append(y)
            __undis_state = 17
        elif __undis_state == 19:
            return __undis_s0
        elif __undis_state == 20:
            try:
                log.append(x)
                __undis_t0 = __undis_s0
                __undis_s0 = x
                __undis_t1 = __undis_s1
                __undis_s1 = __undis_t0
                __undis_t2 = __undis_s2
                __undis_s2 = __undis_t1
                __undis_exc_info = __undis_s2
                __undis_state = 21
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s1
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 26
        elif __undis_state == 21:
            __undis_state = 22
        elif __undis_state == 22:
            __undis_s1 = __undis_builtins.iter(items)
            __undis_state = 23
        elif __undis_state == 23:
            try:
                __undis_s2 = __undis_builtins.next(__undis_s1)
            except __undis_builtins.StopIteration:
                __undis_state = 25
            else:
                __undis_state = 24
        elif __undis_state == 24:
            y = __undis_s2
            log.append(y)
            __undis_state = 23
        elif __undis_state == 25:
            return __undis_s0
        elif __undis_state == 26:
            try:
                __undis_s6 = __undis_builtins.iter(items)
                __undis_state = 27
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 27:
            try:
                try:
                    __undis_s7 = __undis_builtins.next(__undis_s6)
                except __undis_builtins.StopIteration:
                    __undis_state = 29
                else:
                    __undis_state = 28
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 28:
            try:
                y = __undis_s7
                log.append(y)
                __undis_state = 27
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 29:
            try:
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
