def while_break_finally_break_then_if_else(a, b, x, log):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_state = 1
        elif __undis_state == 1:
            __undis_state = 2
        elif __undis_state == 2:
            log.append(a)
            __undis_state = 4
        elif __undis_state == 3:
            try:
                log.append(a)
                __undis_exc_info = __undis_s1
                __undis_state = 4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 4:
            if not a:
                __undis_state = 7
            else:
                __undis_state = 5
        elif __undis_state == 5:
            if not b:
                __undis_state = 7
            else:
                __undis_state = 6
        elif __undis_state == 6:
            log.append(b)
            __undis_state = 8
        elif __undis_state == 7:
            x = x + 1
            __undis_state = 8
        elif __undis_state == 8:
            log.append(x)
            return
