async def async_return_in_async_with(log):
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_t0 = _ACM(log)
            __undis_t1 = __undis_t0.__aexit__
            (__undis_s0, __undis_s1) = (__undis_t1, await __undis_t0.__aenter__())
            __undis_state = 1
        elif __undis_state == 1:
            try:
                __undis_s1 = len(log)
                __undis_state = 2
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 3
        elif __undis_state == 2:
            await __undis_s0(None, None, None)
            return __undis_s1
        elif __undis_state == 3:
            try:
                if await __undis_s0(__undis_s6, __undis_s5, __undis_s4):
                    __undis_state = 5
                else:
                    __undis_state = 4
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 4:
            try:
                raise __undis_s5
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 5:
            __undis_exc_info = __undis_s2
            __undis_state = 6
        elif __undis_state == 6:
            return
