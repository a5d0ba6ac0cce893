def while_or_guard_continue_then_return(n, flags, log):
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_s0, __undis_t0 = (n, 0 < n)
            if not __undis_t0:
                __undis_state = 3
            else:
                __undis_state = 1
        elif __undis_state == 1:
            if not __undis_s0 < 9:
                __undis_state = 12
            else:
                __undis_state = 2
        elif __undis_state == 2:
            __undis_state = 4
        elif __undis_state == 3:
            __undis_state = 12
        elif __undis_state == 4:
            __undis_s0, __undis_t1 = (n, n == 2)
            if not __undis_t1:
                __undis_state = 6
            else:
                __undis_state = 5
        elif __undis_state == 5:
            __undis_state = 9
        elif __undis_state == 6:
            if not __undis_s0 == 3:
                __undis_state = 8
            else:
                __undis_state = 7
        elif __undis_state == 7:
            __undis_state = 9
        elif __undis_state == 8:
            return
        elif __undis_state == 9:
            if not flags.pop():
                __undis_state = 11
            else:
                __undis_state = 10
        elif __undis_state == 10:
            __undis_state = 0
        elif __undis_state == 11:
            return
        elif __undis_state == 12:
            log.append(n)
            return
