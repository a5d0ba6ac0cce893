def finally_in_while(n):
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            log = []
            i = 0
            __undis_state = 1
        elif __undis_state == 1:
            if not i < n:
                __undis_state = 9
            else:
                __undis_state = 2
        elif __undis_state == 2:
            try:
                i += 1
                if not i == 2:
                    __undis_state = 4
                else:
                    __undis_state = 3
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 6
        elif __undis_state == 3:
            log.append('f%d' % i)
            __undis_state = 1
        elif __undis_state == 4:
            try:
                log.append(i)
                __undis_state = 5
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 6
        elif __undis_state == 5:
            log.append('f%d' % i)
            __undis_state = 8
        elif __undis_state == 6:
            try:
                __undis_t0 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t1 = __undis_s0
                __undis_s0 = __undis_t0
                log.append('f%d' % i)
                raise __undis_t1
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 7
        elif __undis_state == 7:
            __undis_exc_info = __undis_s0
            raise __undis_s2
        elif __undis_state == 8:
            if i < n:
                __undis_state = 2
            else:
                __undis_state = 9
        elif __undis_state == 9:
            return log
