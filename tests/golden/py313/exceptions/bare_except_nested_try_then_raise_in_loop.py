def bare_except_nested_try_then_raise_in_loop(queue, log):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            if not queue:
                __undis_state = 5
            else:
                __undis_state = 1
        elif __undis_state == 1:
            p = queue.pop()
            __undis_state = 2
        elif __undis_state == 2:
            try:
                p()
                __undis_state = 3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 6
        elif __undis_state == 3:
            if not queue:
                __undis_state = 5
            else:
                __undis_state = 4
        elif __undis_state == 4:
            __undis_state = 1
        elif __undis_state == 5:
            return log
        elif __undis_state == 6:
            try:
                __undis_t0 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t1 = __undis_s0
                __undis_s0 = __undis_t0
                log.append(p)
                __undis_state = 7
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 17
        elif __undis_state == 7:
            try:
                log.remove(p)
                __undis_state = 8
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = __undis_exc
                __undis_state = 9
        elif __undis_state == 8:
            __undis_state = 14
        elif __undis_state == 9:
            try:
                __undis_t2 = __undis_exc_info
                __undis_exc_info = __undis_s1
                __undis_t3 = __undis_s1
                __undis_s1 = __undis_t2
                __undis_s2, __undis_t4 = (__undis_t3, __undis_builtins.isinstance(__undis_t3, ValueError))
                if not __undis_t4:
                    __undis_state = 12
                else:
                    __undis_state = 10
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 13
        elif __undis_state == 10:
            __undis_state = 11
        elif __undis_state == 11:
            __undis_exc_info = __undis_s1
            __undis_state = 14
        elif __undis_state == 12:
            try:
                raise __undis_s2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = None
                __undis_s3 = __undis_exc
                __undis_state = 13
        elif __undis_state == 13:
            try:
                __undis_exc_info = __undis_s1
                raise __undis_s3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 17
        elif __undis_state == 14:
            try:
                if log:
                    __undis_state = 16
                else:
                    __undis_state = 15
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 17
        elif __undis_state == 15:
            try:
                log.append(1)
                __undis_state = 16
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 17
        elif __undis_state == 16:
            try:
                if __undis_exc_info is None:
                    raise
                raise __undis_exc_info
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 17
        elif __undis_state == 17:
            __undis_exc_info = __undis_s0
            raise __undis_s2
