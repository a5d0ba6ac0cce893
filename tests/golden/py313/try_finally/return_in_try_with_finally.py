def return_in_try_with_finally(log):
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            try:
                __undis_s0 = len(log)
                __undis_state = 1
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 2
        elif __undis_state == 1:
            log.append('finally ran')
            return __undis_s0
        elif __undis_state == 2:
            try:
                __undis_t0 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t1 = __undis_s0
                __undis_s0 = __undis_t0
                log.append('finally ran')
                raise __undis_t1
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 3
        elif __undis_state == 3:
            __undis_exc_info = __undis_s0
            raise __undis_s2
