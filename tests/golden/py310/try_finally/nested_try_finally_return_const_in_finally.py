def nested_try_finally_return_const_in_finally(x, items, log):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_state = 1
        elif __undis_state == 1:
            __undis_state = 2
        elif __undis_state == 2:
            try:
                log.append(1)
                __undis_state = 3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 8
        elif __undis_state == 3:
            try:
                log.append(x)
                __undis_s0 = x
                __undis_state = 4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 14
        elif __undis_state == 4:
            __undis_s1 = __undis_builtins.iter(items)
            __undis_state = 5
        elif __undis_state == 5:
            try:
                __undis_s2 = __undis_builtins.next(__undis_s1)
            except __undis_builtins.StopIteration:
                __undis_state = 7
            else:
                __undis_state = 6
        elif __undis_state == 6:
            y = __undis_s2
            log.append(y)
            __undis_state = 5
        elif __undis_state == 7:
            return __undis_s0
        elif __undis_state == 8:
            try:
                log.append(x)
                __undis_t0 = __undis_s0
                __undis_s0 = x
                __undis_t1 = __undis_s1
                __undis_s1 = __undis_t0
                __undis_t2 = __undis_s2
                __undis_s2 = __undis_t1
                __undis_exc_info = __undis_s2
                __undis_state = 9
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_exc_info = __undis_s1
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 14
        elif __undis_state == 9:
            __undis_state = 10
        elif __undis_state == 10:
            __undis_s1 = __undis_builtins.iter(items)
            __undis_state = 11
        elif __undis_state == 11:
            try:
                __undis_s2 = __undis_builtins.next(__undis_s1)
            except __undis_builtins.StopIteration:
                __undis_state = 13
            else:
                __undis_state = 12
        elif __undis_state == 12:
            y = __undis_s2
            log.append(y)
            __undis_state = 11
        elif __undis_state == 13:
            return __undis_s0
        elif __undis_state == 14:
            try:
                __undis_s6 = __undis_builtins.iter(items)
                __undis_state = 15
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 15:
            try:
                try:
                    __undis_s7 = __undis_builtins.next(__undis_s6)
                except __undis_builtins.StopIteration:
                    __undis_state = 17
                else:
                    __undis_state = 16
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 16:
            try:
                y = __undis_s7
                log.append(y)
                __undis_state = 15
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 17:
            try:
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
