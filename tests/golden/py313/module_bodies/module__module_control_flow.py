__undis_exc_info = None
__undis_state = 0
while True:
    if __undis_state == 0:
        total = 0
        i = 0
        __undis_state = 1
    elif __undis_state == 1:
        if not i < 5:
            __undis_state = 6
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
        if not i < 5:
            __undis_state = 6
        else:
            __undis_state = 5
    elif __undis_state == 5:
        __undis_state = 2
    elif __undis_state == 6:
        total += 100
        __undis_s0 = iter(range(3))
        __undis_state = 7
    elif __undis_state == 7:
        try:
            __undis_s1 = next(__undis_s0)
        except StopIteration:
            __undis_state = 11
        else:
            __undis_state = 8
    elif __undis_state == 8:
        j = __undis_s1
        if j == 1:
            __undis_state = 10
        else:
            __undis_state = 9
    elif __undis_state == 9:
        __undis_state = 7
    elif __undis_state == 10:
        __undis_state = 11
    elif __undis_state == 11:
        try:
            raise ValueError('m')
        except BaseException as __undis_exc:
            if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                __undis_exc.__context__ = __undis_exc_info
            __undis_s0 = __undis_exc
            __undis_state = 12
    elif __undis_state == 12:
        try:
            __undis_t0 = __undis_exc_info
            __undis_exc_info = __undis_s0
            __undis_t1 = __undis_s0
            __undis_s0 = __undis_t0
            __undis_s1, __undis_t2 = (__undis_t1, isinstance(__undis_t1, ValueError))
            if not __undis_t2:
                __undis_state = 17
            else:
                __undis_state = 13
        except BaseException as __undis_exc:
            if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                __undis_exc.__context__ = __undis_exc_info
            __undis_s1 = None
            __undis_s2 = __undis_exc
            __undis_state = 18
    elif __undis_state == 13:
        err = __undis_s1
        __undis_state = 14
    elif __undis_state == 14:
        try:
            caught = str(err)
            __undis_state = 15
        except BaseException as __undis_exc:
            if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                __undis_exc.__context__ = __undis_exc_info
            __undis_s1 = None
            __undis_s2 = __undis_exc
            __undis_state = 16
    elif __undis_state == 15:
        try:
            __undis_exc_info = __undis_s0
            err = None
            del err
            __undis_state = 19
        except BaseException as __undis_exc:
            if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                __undis_exc.__context__ = __undis_exc_info
            __undis_s0 = __undis_exc
            __undis_state = 20
    elif __undis_state == 16:
        try:
            err = None
            del err
            raise __undis_s2
        except BaseException as __undis_exc:
            if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                __undis_exc.__context__ = __undis_exc_info
            __undis_s1 = None
            __undis_s2 = __undis_exc
            __undis_state = 18
    elif __undis_state == 17:
        try:
            raise __undis_s1
        except BaseException as __undis_exc:
            if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                __undis_exc.__context__ = __undis_exc_info
            __undis_s1 = None
            __undis_s2 = __undis_exc
            __undis_state = 18
    elif __undis_state == 18:
        try:
            __undis_exc_info = __undis_s0
            raise __undis_s2
        except BaseException as __undis_exc:
            if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                __undis_exc.__context__ = __undis_exc_info
            __undis_s0 = __undis_exc
            __undis_state = 20
    elif __undis_state == 19:
        fin = True
        __undis_state = 22
    elif __undis_state == 20:
        try:
            __undis_t8 = __undis_exc_info
            __undis_exc_info = __undis_s0
            __undis_t9 = __undis_s0
            __undis_s0 = __undis_t8
            fin = True
            raise __undis_t9
        except BaseException as __undis_exc:
            if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                __undis_exc.__context__ = __undis_exc_info
            __undis_s1 = None
            __undis_s2 = __undis_exc
            __undis_state = 21
    elif __undis_state == 21:
        __undis_exc_info = __undis_s0
        raise __undis_s2
    elif __undis_state == 22:
        try:
            __undis_t3 = (x,)
        except NameError:
            __undis_t3 = ()
        __undis_s0, __undis_s1 = (__undis_t3, iter(range(4)))
        __undis_state = 23
    elif __undis_state == 23:
        try:
            __undis_t4 = __undis_s1
            __undis_s1 = []
            __undis_s2 = __undis_t4
            __undis_state = 24
        except BaseException as __undis_exc:
            if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                __undis_exc.__context__ = __undis_exc_info
            __undis_s2 = __undis_exc
            __undis_state = 27
    elif __undis_state == 24:
        try:
            try:
                __undis_s3 = next(__undis_s2)
            except StopIteration:
                __undis_state = 26
            else:
                __undis_state = 25
        except BaseException as __undis_exc:
            if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                __undis_exc.__context__ = __undis_exc_info
            __undis_s2 = __undis_exc
            __undis_state = 27
    elif __undis_state == 25:
        try:
            x = __undis_s3
            __undis_s1.append(x * x)
            __undis_state = 24
        except BaseException as __undis_exc:
            if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                __undis_exc.__context__ = __undis_exc_info
            __undis_s2 = __undis_exc
            __undis_state = 27
    elif __undis_state == 26:
        __undis_state = 28
    elif __undis_state == 27:
        if __undis_s0:
            x, = __undis_s0
        else:
            try:
                del x
            except NameError:
                pass
        raise __undis_s2
    elif __undis_state == 28:
        if __undis_s0:
            x, = __undis_s0
        else:
            try:
                del x
            except NameError:
                pass
        values = __undis_s1
        try:
            __undis_t5 = (k,)
        except NameError:
            __undis_t5 = ()
        try:
            __undis_t6 = (v,)
        except NameError:
            __undis_t6 = ()
        __undis_s0, __undis_s1, __undis_s2 = (__undis_t6, __undis_t5, iter(zip('ab', range(2))))
        __undis_state = 29
    elif __undis_state == 29:
        try:
            __undis_t7 = __undis_s2
            __undis_s2 = {}
            __undis_s3 = __undis_t7
            __undis_state = 30
        except BaseException as __undis_exc:
            if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                __undis_exc.__context__ = __undis_exc_info
            __undis_s3 = __undis_exc
            __undis_state = 33
    elif __undis_state == 30:
        try:
            try:
                __undis_s4 = next(__undis_s3)
            except StopIteration:
                __undis_state = 32
            else:
                __undis_state = 31
        except BaseException as __undis_exc:
            if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                __undis_exc.__context__ = __undis_exc_info
            __undis_s3 = __undis_exc
            __undis_state = 33
    elif __undis_state == 31:
        try:
            k, v = __undis_s4
            __undis_s2.__setitem__(k, v)
            __undis_state = 30
        except BaseException as __undis_exc:
            if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                __undis_exc.__context__ = __undis_exc_info
            __undis_s3 = __undis_exc
            __undis_state = 33
    elif __undis_state == 32:
        __undis_state = 34
    elif __undis_state == 33:
        if __undis_s0:
            v, = __undis_s0
        else:
            try:
                del v
            except NameError:
                pass
        if __undis_s1:
            k, = __undis_s1
        else:
            try:
                del k
            except NameError:
                pass
        raise __undis_s3
    elif __undis_state == 34:
        if __undis_s0:
            v, = __undis_s0
        else:
            try:
                del v
            except NameError:
                pass
        if __undis_s1:
            k, = __undis_s1
        else:
            try:
                del k
            except NameError:
                pass
        lookup = __undis_s2
        square = lambda v: v * v
        if square(3) == 9:
            __undis_state = 36
        else:
            __undis_state = 35
    elif __undis_state == 35:
        assert False, 'square'
    elif __undis_state == 36:
        a, *rest = range(4)
        break
