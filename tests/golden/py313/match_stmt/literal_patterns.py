def literal_patterns(v):
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_s0, __undis_t0 = (v, v == 0)
            if not __undis_t0:
                __undis_state = 2
            else:
                __undis_state = 1
        elif __undis_state == 1:
            return 'zero'
        elif __undis_state == 2:
            __undis_s1, __undis_t1 = (__undis_s0, __undis_s0 == 1)
            if not __undis_t1:
                __undis_state = 4
            else:
                __undis_state = 3
        elif __undis_state == 3:
            __undis_state = 9
        elif __undis_state == 4:
            if not __undis_s1 == 2:
                __undis_state = 6
            else:
                __undis_state = 5
        elif __undis_state == 5:
            __undis_state = 9
        elif __undis_state == 6:
            if not __undis_s1 == 3:
                __undis_state = 8
            else:
                __undis_state = 7
        elif __undis_state == 7:
            __undis_state = 9
        elif __undis_state == 8:
            __undis_state = 10
        elif __undis_state == 9:
            return 'small'
        elif __undis_state == 10:
            if not __undis_s0 == 's':
                __undis_state = 12
            else:
                __undis_state = 11
        elif __undis_state == 11:
            return 'string'
        elif __undis_state == 12:
            if not __undis_s0 == b'b':
                __undis_state = 14
            else:
                __undis_state = 13
        elif __undis_state == 13:
            return 'bytes'
        elif __undis_state == 14:
            if not __undis_s0 == -1:
                __undis_state = 16
            else:
                __undis_state = 15
        elif __undis_state == 15:
            return 'minus one'
        elif __undis_state == 16:
            if not __undis_s0 == 1.5:
                __undis_state = 18
            else:
                __undis_state = 17
        elif __undis_state == 17:
            return 'float'
        elif __undis_state == 18:
            if not __undis_s0 == 2j:
                __undis_state = 20
            else:
                __undis_state = 19
        elif __undis_state == 19:
            return 'complex'
        elif __undis_state == 20:
            if not __undis_s0 == (1+2j):
                __undis_state = 22
            else:
                __undis_state = 21
        elif __undis_state == 21:
            return 'complex sum'
        elif __undis_state == 22:
            if __undis_s0 is not None:
                __undis_state = 24
            else:
                __undis_state = 23
        elif __undis_state == 23:
            return 'none'
        elif __undis_state == 24:
            if not __undis_s0 is True:
                __undis_state = 26
            else:
                __undis_state = 25
        elif __undis_state == 25:
            return 'true'
        elif __undis_state == 26:
            return 'other'
