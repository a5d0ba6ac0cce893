def finally_for_break_else_raise(log, items):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_state = 1
        elif __undis_state == 1:
            try:
                log.append(10 // len(items))
                __undis_state = 2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 8
        elif __undis_state == 2:
            __undis_s0 = __undis_builtins.iter(items)
            __undis_state = 3
        elif __undis_state == 3:
            try:
                __undis_s1 = __undis_builtins.next(__undis_s0)
            except __undis_builtins.StopIteration:
                __undis_state = 7
            else:
                __undis_state = 4
        elif __undis_state == 4:
            item = __undis_s1
            log.append(item)
            if not item > 2:
                __undis_state = 6
            else:
                __undis_state = 5
        elif __undis_state == 5:
            return log
        elif __undis_state == 6:
            __undis_state = 3
        elif __undis_state == 7:
            raise ValueError(len(log))
        elif __undis_state == 8:
            try:
                __undis_s6 = __undis_builtins.iter(items)
                __undis_state = 9
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 9:
            try:
                try:
                    __undis_s7 = __undis_builtins.next(__undis_s6)
                except __undis_builtins.StopIteration:
                    __undis_state = 13
                else:
                    __undis_state = 10
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 10:
            try:
                item = __undis_s7
                log.append(item)
                if not item > 2:
                    __undis_state = 12
                else:
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
        elif __undis_state == 12:
            __undis_state = 9
        elif __undis_state == 13:
            try:
                raise ValueError(len(log))
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
