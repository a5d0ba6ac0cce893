def nested_finally_if_try_except_then_stmt(log, sock):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            try:
                log.append('outer')
                __undis_state = 1
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 20
        elif __undis_state == 1:
            try:
                log.append('body')
                __undis_state = 2
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 10
        elif __undis_state == 2:
            if not sock:
                __undis_state = 4
            else:
                __undis_state = 3
        elif __undis_state == 3:
            try:
                log.append(1 // sock)
                __undis_state = 4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 5
        elif __undis_state == 4:
            del log[0]
            return
        elif __undis_state == 5:
            try:
                __undis_t0 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t1 = __undis_s0
                __undis_s0 = __undis_t0
                __undis_s1, __undis_t2 = (__undis_t1, __undis_builtins.isinstance(__undis_t1, ZeroDivisionError))
                if not __undis_t2:
                    __undis_state = 8
                else:
                    __undis_state = 6
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 9
        elif __undis_state == 6:
            try:
                log.append('zero')
                __undis_state = 7
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 9
        elif __undis_state == 7:
            __undis_exc_info = __undis_s0
            __undis_state = 4
        elif __undis_state == 8:
            try:
                raise __undis_s1
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 9
        elif __undis_state == 9:
            __undis_exc_info = __undis_s0
            raise __undis_s2
        elif __undis_state == 10:
            try:
                __undis_t3 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t4 = __undis_s0
                __undis_s0 = __undis_t3
                __undis_s1, __undis_t5 = (__undis_t4, sock)
                if not __undis_t5:
                    __undis_state = 18
                else:
                    __undis_state = 11
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 19
        elif __undis_state == 11:
            try:
                log.append(1 // sock)
                __undis_state = 12
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = __undis_exc
                __undis_state = 13
        elif __undis_state == 12:
            try:
                del log[0]
                raise __undis_s1
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 19
        elif __undis_state == 13:
            try:
                __undis_t6 = __undis_exc_info
                __undis_exc_info = __undis_s2
                __undis_t7 = __undis_s2
                __undis_s2 = __undis_t6
                __undis_s3, __undis_t8 = (__undis_t7, __undis_builtins.isinstance(__undis_t7, ZeroDivisionError))
                if not __undis_t8:
                    __undis_state = 16
                else:
                    __undis_state = 14
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 17
        elif __undis_state == 14:
            try:
                log.append('zero')
                __undis_state = 15
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 17
        elif __undis_state == 15:
            try:
                __undis_exc_info = __undis_s2
                del log[0]
                raise __undis_s1
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 19
        elif __undis_state == 16:
            try:
                raise __undis_s3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 17
        elif __undis_state == 17:
            try:
                __undis_exc_info = __undis_s2
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 19
        elif __undis_state == 18:
            try:
                del log[0]
                raise __undis_s1
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 19
        elif __undis_state == 19:
            __undis_exc_info = __undis_s0
            raise __undis_s2
        elif __undis_state == 20:
            __undis_t9 = __undis_exc_info
            __undis_exc_info = __undis_s0
            __undis_t10 = __undis_s0
            __undis_s0 = __undis_t9
            __undis_s1 = __undis_t10
            __undis_state = 21
        elif __undis_state == 21:
            try:
                log.append('body')
                __undis_state = 22
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = __undis_exc
                __undis_state = 31
        elif __undis_state == 22:
            try:
                if not sock:
                    __undis_state = 30
                else:
                    __undis_state = 23
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 41
        elif __undis_state == 23:
            try:
                log.append(1 // sock)
                __undis_state = 24
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = __undis_exc
                __undis_state = 25
        elif __undis_state == 24:
            __undis_state = 30
        elif __undis_state == 25:
            try:
                __undis_t11 = __undis_exc_info
                __undis_exc_info = __undis_s2
                __undis_t12 = __undis_s2
                __undis_s2 = __undis_t11
                __undis_s3, __undis_t13 = (__undis_t12, __undis_builtins.isinstance(__undis_t12, ZeroDivisionError))
                if not __undis_t13:
                    __undis_state = 28
                else:
                    __undis_state = 26
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 29
        elif __undis_state == 26:
            try:
                log.append('zero')
                __undis_state = 27
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 29
        elif __undis_state == 27:
            __undis_exc_info = __undis_s2
            __undis_state = 30
        elif __undis_state == 28:
            try:
                raise __undis_s3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 29
        elif __undis_state == 29:
            try:
                __undis_exc_info = __undis_s2
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 41
        elif __undis_state == 30:
            try:
                del log[0]
                raise __undis_s1
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 41
        elif __undis_state == 31:
            try:
                __undis_t14 = __undis_exc_info
                __undis_exc_info = __undis_s2
                __undis_t15 = __undis_s2
                __undis_s2 = __undis_t14
                __undis_s3, __undis_t16 = (__undis_t15, sock)
                if not __undis_t16:
                    __undis_state = 39
                else:
                    __undis_state = 32
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 40
        elif __undis_state == 32:
            try:
                log.append(1 // sock)
                __undis_state = 33
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s4 = __undis_exc
                __undis_state = 34
        elif __undis_state == 33:
            try:
                del log[0]
                raise __undis_s3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 40
        elif __undis_state == 34:
            try:
                __undis_t17 = __undis_exc_info
                __undis_exc_info = __undis_s4
                __undis_t18 = __undis_s4
                __undis_s4 = __undis_t17
                __undis_s5, __undis_t19 = (__undis_t18, __undis_builtins.isinstance(__undis_t18, ZeroDivisionError))
                if not __undis_t19:
                    __undis_state = 37
                else:
                    __undis_state = 35
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s5 = None
                __undis_s6 = __undis_exc
                __undis_state = 38
        elif __undis_state == 35:
            try:
                log.append('zero')
                __undis_state = 36
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s5 = None
                __undis_s6 = __undis_exc
                __undis_state = 38
        elif __undis_state == 36:
            try:
                __undis_exc_info = __undis_s4
                del log[0]
                raise __undis_s3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 40
        elif __undis_state == 37:
            try:
                raise __undis_s5
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s5 = None
                __undis_s6 = __undis_exc
                __undis_state = 38
        elif __undis_state == 38:
            try:
                __undis_exc_info = __undis_s4
                raise __undis_s6
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 40
        elif __undis_state == 39:
            try:
                del log[0]
                raise __undis_s3
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s3 = None
                __undis_s4 = __undis_exc
                __undis_state = 40
        elif __undis_state == 40:
            try:
                __undis_exc_info = __undis_s2
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 41
        elif __undis_state == 41:
            __undis_exc_info = __undis_s0
            raise __undis_s2
