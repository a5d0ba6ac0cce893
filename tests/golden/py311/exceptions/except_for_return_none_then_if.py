def except_for_return_none_then_if(x, items, log):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            try:
                log.append(1 // x)
                __undis_state = 1
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 2
        elif __undis_state == 1:
            __undis_state = 7
        elif __undis_state == 2:
            try:
                __undis_t0 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t1 = __undis_s0
                __undis_s0 = __undis_t0
                __undis_s1 = __undis_builtins.iter(items)
                try:
                    __undis_s2 = __undis_builtins.next(__undis_s1)
                except __undis_builtins.StopIteration:
                    __undis_state = 5
                else:
                    __undis_state = 3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 6
        elif __undis_state == 3:
            x = __undis_s2
            __undis_state = 4
        elif __undis_state == 4:
            __undis_exc_info = __undis_s0
            return
        elif __undis_state == 5:
            __undis_exc_info = __undis_s0
            __undis_state = 7
        elif __undis_state == 6:
            __undis_exc_info = __undis_s0
            raise __undis_s2
        elif __undis_state == 7:
            if not x == 1:
                __undis_state = 9
            else:
                __undis_state = 8
        elif __undis_state == 8:
            return 1
        elif __undis_state == 9:
            return
