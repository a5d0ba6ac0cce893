def never_looping_while_if_else_break(a, b, log):
    __undis_state = 0
    while True:
        if __undis_state == 0:
            if not a:
                __undis_state = 2
            else:
                __undis_state = 1
        elif __undis_state == 1:
            if b:
                __undis_state = 7
            else:
                __undis_state = 2
        elif __undis_state == 2:
            if a:
                __undis_state = 4
            else:
                __undis_state = 3
        elif __undis_state == 3:
            if not b:
                __undis_state = 5
            else:
                __undis_state = 4
        elif __undis_state == 4:
            log.append(1)
            __undis_state = 6
        elif __undis_state == 5:
            log.append(2)
            __undis_state = 7
        elif __undis_state == 6:
            return 1
        elif __undis_state == 7:
            return log
