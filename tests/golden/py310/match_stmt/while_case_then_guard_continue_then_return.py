def while_case_then_guard_continue_then_return(n, log, flags):
    __undis_state = 0
    while True:
        if __undis_state == 0:
            (__undis_s0, __undis_t0) = (n, 0 < n)
            if not __undis_t0:
                __undis_state = 3
            else:
                __undis_state = 1
        elif __undis_state == 1:
            if not __undis_s0 < 9:
                __undis_state = 14
            else:
                __undis_state = 2
        elif __undis_state == 2:
            __undis_state = 4
        elif __undis_state == 3:
            __undis_state = 14
        elif __undis_state == 4:
            (__undis_s0, __undis_t1) = (n, n == 1)
            if not __undis_t1:
                __undis_state = 6
            else:
                __undis_state = 5
        elif __undis_state == 5:
            log.append(n)
            return
        elif __undis_state == 6:
            if not __undis_s0 == 2:
                __undis_state = 8
            else:
                __undis_state = 7
        elif __undis_state == 7:
            __undis_state = 11
        elif __undis_state == 8:
            if not __undis_s0 == 3:
                __undis_state = 10
            else:
                __undis_state = 9
        elif __undis_state == 9:
            __undis_state = 11
        elif __undis_state == 10:
            return
        elif __undis_state == 11:
            if not flags.pop():
                __undis_state = 13
            else:
                __undis_state = 12
        elif __undis_state == 12:
            __undis_state = 0
        elif __undis_state == 13:
            return
        elif __undis_state == 14:
            log.append(n)
            return
