def and_not_and_ternary_element(a, b, c, ds):
    import builtins as __undis_builtins
    __undis_state = 0
    while True:
        if __undis_state == 0:
            try:
                __undis_t0 = (d,)
            except __undis_builtins.NameError:
                __undis_t0 = ()
            __undis_s0, __undis_s1 = (__undis_t0, __undis_builtins.iter(ds))
            __undis_state = 1
        elif __undis_state == 1:
            try:
                __undis_t1 = __undis_s1
                __undis_s1 = []
                __undis_s2 = __undis_t1
                __undis_state = 2
            except __undis_builtins.BaseException as __undis_exc:
                __undis_s2 = __undis_exc
                __undis_state = 11
        elif __undis_state == 2:
            try:
                try:
                    __undis_s3 = __undis_builtins.next(__undis_s2)
                except __undis_builtins.StopIteration:
                    __undis_state = 10
                else:
                    __undis_state = 3
            except __undis_builtins.BaseException as __undis_exc:
                __undis_s2 = __undis_exc
                __undis_state = 11
        elif __undis_state == 3:
            try:
                d = __undis_s3
                if not d:
                    __undis_state = 8
                else:
                    __undis_state = 4
            except __undis_builtins.BaseException as __undis_exc:
                __undis_s2 = __undis_exc
                __undis_state = 11
        elif __undis_state == 4:
            try:
                __undis_s3 = a
                if not __undis_s3:
                    __undis_state = 9
                else:
                    __undis_state = 5
            except __undis_builtins.BaseException as __undis_exc:
                __undis_s2 = __undis_exc
                __undis_state = 11
        elif __undis_state == 5:
            try:
                __undis_s3 = b
                if not __undis_s3:
                    __undis_state = 7
                else:
                    __undis_state = 6
            except __undis_builtins.BaseException as __undis_exc:
                __undis_s2 = __undis_exc
                __undis_state = 11
        elif __undis_state == 6:
            try:
                __undis_s3 = c
                __undis_state = 7
            except __undis_builtins.BaseException as __undis_exc:
                __undis_s2 = __undis_exc
                __undis_state = 11
        elif __undis_state == 7:
            try:
                __undis_s3 = not __undis_s3
                __undis_state = 9
            except __undis_builtins.BaseException as __undis_exc:
                __undis_s2 = __undis_exc
                __undis_state = 11
        elif __undis_state == 8:
            __undis_s3 = None
            __undis_state = 9
        elif __undis_state == 9:
            try:
                __undis_s1.append(__undis_s3)
                __undis_state = 2
            except __undis_builtins.BaseException as __undis_exc:
                __undis_s2 = __undis_exc
                __undis_state = 11
        elif __undis_state == 10:
            if __undis_s0:
                d, = __undis_s0
            else:
                try:
                    del d
                except __undis_builtins.NameError:
                    pass
            return __undis_s1
        elif __undis_state == 11:
            if __undis_s0:
                d, = __undis_s0
            else:
                try:
                    del d
                except __undis_builtins.NameError:
                    pass
            raise __undis_s2
