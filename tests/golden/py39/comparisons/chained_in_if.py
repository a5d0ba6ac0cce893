def chained_in_if(a, b, c):
    __undis_state = 0
    while True:
        if __undis_state == 0:
            (__undis_s0, __undis_t0) = (b, a < b)
            if not __undis_t0:
                __undis_state = 3
            else:
                __undis_state = 1
        elif __undis_state == 1:
            if not __undis_s0 < c:
                __undis_state = 5
            else:
                __undis_state = 2
        elif __undis_state == 2:
            __undis_state = 4
        elif __undis_state == 3:
            __undis_state = 5
        elif __undis_state == 4:
            return 'ascending'
        elif __undis_state == 5:
            (__undis_s0, __undis_t1) = (b, a > b)
            if not __undis_t1:
                __undis_state = 8
            else:
                __undis_state = 6
        elif __undis_state == 6:
            if not __undis_s0 > c:
                __undis_state = 10
            else:
                __undis_state = 7
        elif __undis_state == 7:
            __undis_state = 9
        elif __undis_state == 8:
            __undis_state = 10
        elif __undis_state == 9:
            return 'descending'
        elif __undis_state == 10:
            return 'mixed'
