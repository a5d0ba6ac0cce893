def with_continue_in_while(log, items, swallow):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            if not items:
                __undis_state = 8
            else:
                __undis_state = 1
        elif __undis_state == 1:
            item = items.pop()
            __undis_t0 = _CM(log, swallow=swallow)
            __undis_t1 = __undis_t0.__exit__
            (__undis_s0, __undis_s1) = (__undis_t1, __undis_t0.__enter__())
            __undis_state = 2
        elif __undis_state == 2:
            try:
                log.append(10 // item)
                __undis_state = 3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 4
        elif __undis_state == 3:
            __undis_s0(None, None, None)
            __undis_state = 0
        elif __undis_state == 4:
            try:
                if __undis_s0(__undis_s6, __undis_s5, __undis_s4):
                    __undis_state = 6
                else:
                    __undis_state = 5
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 5:
            try:
                raise __undis_s5
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 6:
            __undis_exc_info = __undis_s2
            __undis_state = 7
        elif __undis_state == 7:
            log.append('swallowed')
            if items:
                __undis_state = 1
            else:
                __undis_state = 8
        elif __undis_state == 8:
            return log
