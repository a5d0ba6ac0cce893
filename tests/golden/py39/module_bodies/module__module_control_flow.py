__undis_exc_info = None
__undis_state = 0
while True:
    if __undis_state == 0:
        total = 0
        i = 0
        __undis_state = 1
    elif __undis_state == 1:
        if not i < 5:
            __undis_state = 5
        else:
            __undis_state = 2
    elif __undis_state == 2:
        i += 1
        if not i == 2:
            __undis_state = 4
        else:
            __undis_state = 3
    elif __undis_state == 3:
        __undis_state = 1
    elif __undis_state == 4:
        total += i
        __undis_state = 1
    elif __undis_state == 5:
        total += 100
        __undis_s0 = iter(range(3))
        __undis_state = 6
    elif __undis_state == 6:
        try:
            __undis_s1 = next(__undis_s0)
        except StopIteration:
            __undis_state = 9
        else:
            __undis_state = 7
    elif __undis_state == 7:
        j = __undis_s1
        if not j == 1:
            __undis_state = 6
        else:
            __undis_state = 8
    elif __undis_state == 8:
        __undis_state = 9
    elif __undis_state == 9:
        __undis_state = 10
    elif __undis_state == 10:
        __undis_state = 11
    elif __undis_state == 11:
        try:
            raise ValueError('m')
        except BaseException as __undis_exc:
            if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                __undis_exc.__context__ = __undis_exc_info
            (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
            __undis_exc_info = __undis_exc
            __undis_state = 12
    elif __undis_state == 12:
        try:
            if not issubclass(__undis_s5, ValueError):
                __undis_state = 18
            else:
                __undis_state = 13
        except BaseException as __undis_exc:
            if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                __undis_exc.__context__ = __undis_exc_info
            __undis_exc_info = __undis_s1
            (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
            __undis_exc_info = __undis_exc
            __undis_state = 21
    elif __undis_state == 13:
        err = __undis_s4
        __undis_state = 14
    elif __undis_state == 14:
        try:
            caught = str(err)
            __undis_state = 15
        except BaseException as __undis_exc:
            if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                __undis_exc.__context__ = __undis_exc_info
            (__undis_s3, __undis_s4, __undis_s5, __undis_s6, __undis_s7, __undis_s8) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
            __undis_exc_info = __undis_exc
            __undis_state = 17
    elif __undis_state == 15:
        __undis_exc_info = __undis_s1
        __undis_state = 16
    elif __undis_state == 16:
        try:
            err = None
            del err
            __undis_state = 19
        except BaseException as __undis_exc:
            if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                __undis_exc.__context__ = __undis_exc_info
            (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
            __undis_exc_info = __undis_exc
            __undis_state = 21
    elif __undis_state == 17:
        try:
            err = None
            del err
            raise __undis_s7
        except BaseException as __undis_exc:
            if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                __undis_exc.__context__ = __undis_exc_info
            __undis_exc_info = __undis_s4
            __undis_exc_info = __undis_s1
            (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
            __undis_exc_info = __undis_exc
            __undis_state = 21
    elif __undis_state == 18:
        try:
            raise __undis_s4
        except BaseException as __undis_exc:
            if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                __undis_exc.__context__ = __undis_exc_info
            __undis_exc_info = __undis_s1
            (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, type(__undis_exc))
            __undis_exc_info = __undis_exc
            __undis_state = 21
    elif __undis_state == 19:
        __undis_state = 20
    elif __undis_state == 20:
        fin = True
        __undis_state = 22
    elif __undis_state == 21:
        try:
            fin = True
            raise __undis_s4
        except BaseException as __undis_exc:
            if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                __undis_exc.__context__ = __undis_exc_info
            raise
    elif __undis_state == 22:
        values = [x * x for x in range(4)]
        lookup = {k: v for (k, v) in zip('ab', range(2))}
        square = lambda v: v * v
        if square(3) == 9:
            __undis_state = 24
        else:
            __undis_state = 23
    elif __undis_state == 23:
        assert False, 'square'
    elif __undis_state == 24:
        (a, *rest) = range(4)
        break
