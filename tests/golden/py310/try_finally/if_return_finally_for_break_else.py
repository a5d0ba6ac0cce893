def if_return_finally_for_break_else(log, items):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_state = 1
        elif __undis_state == 1:
            try:
                if not log:
                    __undis_state = 9
                else:
                    __undis_state = 2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 16
        elif __undis_state == 2:
            __undis_state = 3
        elif __undis_state == 3:
            __undis_s0 = __undis_builtins.iter(items)
            __undis_state = 4
        elif __undis_state == 4:
            try:
                __undis_s1 = __undis_builtins.next(__undis_s0)
            except __undis_builtins.StopIteration:
                __undis_state = 8
            else:
                __undis_state = 5
        elif __undis_state == 5:
            x = __undis_s1
            if not x:
                __undis_state = 7
            else:
                __undis_state = 6
        elif __undis_state == 6:
            return
        elif __undis_state == 7:
            log.append(x)
            __undis_state = 4
        elif __undis_state == 8:
            log.append(9)
            return
        elif __undis_state == 9:
            __undis_state = 10
        elif __undis_state == 10:
            __undis_s0 = __undis_builtins.iter(items)
            __undis_state = 11
        elif __undis_state == 11:
            try:
                __undis_s1 = __undis_builtins.next(__undis_s0)
            except __undis_builtins.StopIteration:
                __undis_state = 15
            else:
                __undis_state = 12
        elif __undis_state == 12:
            x = __undis_s1
            if not x:
                __undis_state = 14
            else:
                __undis_state = 13
        elif __undis_state == 13:
            return
        elif __undis_state == 14:
            log.append(x)
            __undis_state = 11
        elif __undis_state == 15:
            log.append(9)
            return
        elif __undis_state == 16:
            try:
                __undis_s6 = __undis_builtins.iter(items)
                __undis_state = 17
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 17:
            try:
                try:
                    __undis_s7 = __undis_builtins.next(__undis_s6)
                except __undis_builtins.StopIteration:
                    __undis_state = 21
                else:
                    __undis_state = 18
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 18:
            try:
                x = __undis_s7
                if not x:
                    __undis_state = 20
                else:
                    __undis_state = 19
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 19:
            try:
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 20:
            try:
                log.append(x)
                __undis_state = 17
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 21:
            try:
                log.append(9)
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
