def drive_send(n):
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:

            def gen():
                acc = []
                while True:
                    value = (yield len(acc))
                    if value is None:
                        return acc
                    acc.append(value)
            g = gen()
            next(g)
            try:
                __undis_t0 = (i,)
            except NameError:
                __undis_t0 = ()
            __undis_s0, __undis_s1 = (__undis_t0, iter(range(n)))
            __undis_state = 1
        elif __undis_state == 1:
            try:
                __undis_t1 = __undis_s1
                __undis_s1 = []
                __undis_s2 = __undis_t1
                __undis_state = 2
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = __undis_exc
                __undis_state = 7
        elif __undis_state == 2:
            try:
                try:
                    __undis_s3 = next(__undis_s2)
                except StopIteration:
                    __undis_state = 4
                else:
                    __undis_state = 3
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = __undis_exc
                __undis_state = 7
        elif __undis_state == 3:
            try:
                i = __undis_s3
                __undis_s1.append(g.send(i))
                __undis_state = 2
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s2 = __undis_exc
                __undis_state = 7
        elif __undis_state == 4:
            sizes = __undis_s1
            if __undis_s0:
                i, = __undis_s0
            else:
                try:
                    del i
                except NameError:
                    pass
            __undis_state = 5
        elif __undis_state == 5:
            try:
                g.send(None)
                __undis_state = 6
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 8
        elif __undis_state == 6:
            return
        elif __undis_state == 7:
            if __undis_s0:
                i, = __undis_s0
            else:
                try:
                    del i
                except NameError:
                    pass
            raise __undis_s2
        elif __undis_state == 8:
            try:
                __undis_t2 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t3 = __undis_s0
                __undis_s0 = __undis_t2
                __undis_s1, __undis_t4 = (__undis_t3, isinstance(__undis_t3, StopIteration))
                if not __undis_t4:
                    __undis_state = 14
                else:
                    __undis_state = 9
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 15
        elif __undis_state == 9:
            stop = __undis_s1
            __undis_state = 10
        elif __undis_state == 10:
            try:
                __undis_s1 = (sizes, stop.value)
                __undis_state = 11
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 13
        elif __undis_state == 11:
            __undis_t5 = __undis_s0
            __undis_s0 = __undis_s1
            __undis_s1 = __undis_t5
            __undis_state = 12
        elif __undis_state == 12:
            __undis_exc_info = __undis_s1
            stop = None
            del stop
            return __undis_s0
        elif __undis_state == 13:
            try:
                stop = None
                del stop
                raise __undis_s2
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 15
        elif __undis_state == 14:
            try:
                raise __undis_s1
            except BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 15
        elif __undis_state == 15:
            __undis_exc_info = __undis_s0
            raise __undis_s2
