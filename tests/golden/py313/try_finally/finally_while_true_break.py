def finally_while_true_break(log, items):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            try:
                log.append(10 // len(items))
                __undis_state = 1
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 6
        elif __undis_state == 1:
            if items:
                __undis_state = 3
            else:
                __undis_state = 2
        elif __undis_state == 2:
            return log
        elif __undis_state == 3:
            if items[-1] is not None:
                __undis_state = 5
            else:
                __undis_state = 4
        elif __undis_state == 4:
            raise ValueError(len(items))
        elif __undis_state == 5:
            log.append(items.pop())
            __undis_state = 1
        elif __undis_state == 6:
            __undis_t0 = __undis_exc_info
            __undis_exc_info = __undis_s0
            __undis_t1 = __undis_s0
            __undis_s0 = __undis_t0
            __undis_s1 = __undis_t1
            __undis_state = 7
        elif __undis_state == 7:
            try:
                if items:
                    __undis_state = 9
                else:
                    __undis_state = 8
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 12
        elif __undis_state == 8:
            try:
                raise __undis_s1
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 12
        elif __undis_state == 9:
            try:
                if items[-1] is not None:
                    __undis_state = 11
                else:
                    __undis_state = 10
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 12
        elif __undis_state == 10:
            try:
                raise ValueError(len(items))
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 12
        elif __undis_state == 11:
            try:
                log.append(items.pop())
                __undis_state = 7
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 12
        elif __undis_state == 12:
            __undis_exc_info = __undis_s0
            raise __undis_s2
