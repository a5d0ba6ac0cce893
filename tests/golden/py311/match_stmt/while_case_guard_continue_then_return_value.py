def while_case_guard_continue_then_return_value(n, log, flags):
    __undis_state = 0
    while True:
        if __undis_state == 0:
            if not n < 9:
                __undis_state = 11
            else:
                __undis_state = 1
        elif __undis_state == 1:
            __undis_s0, __undis_t0 = (n, n == 0)
            if not __undis_t0:
                __undis_state = 3
            else:
                __undis_state = 2
        elif __undis_state == 2:
            log.append(n)
            __undis_state = 10
        elif __undis_state == 3:
            if not __undis_s0 == 4:
                __undis_state = 5
            else:
                __undis_state = 4
        elif __undis_state == 4:
            __undis_state = 8
        elif __undis_state == 5:
            if not __undis_s0 == 5:
                __undis_state = 7
            else:
                __undis_state = 6
        elif __undis_state == 6:
            __undis_state = 8
        elif __undis_state == 7:
            __undis_state = 10
        elif __undis_state == 8:
            if not flags.pop():
                __undis_state = 10
            else:
                __undis_state = 9
        elif __undis_state == 9:
            __undis_state = 0
        elif __undis_state == 10:
            return log
        elif __undis_state == 11:
            return n
