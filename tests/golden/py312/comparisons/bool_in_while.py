def bool_in_while(n, limit):
    __undis_state = 0
    while True:
        if __undis_state == 0:
            out = []
            i = 0
            if not i < n:
                __undis_state = 8
            else:
                __undis_state = 1
        elif __undis_state == 1:
            if len(out) < limit:
                __undis_state = 3
            else:
                __undis_state = 2
        elif __undis_state == 2:
            if not i % 2 == 0:
                __undis_state = 8
            else:
                __undis_state = 3
        elif __undis_state == 3:
            out.append(i)
            i += 1
            if not i < n:
                __undis_state = 8
            else:
                __undis_state = 4
        elif __undis_state == 4:
            if not len(out) < limit:
                __undis_state = 6
            else:
                __undis_state = 5
        elif __undis_state == 5:
            __undis_state = 3
        elif __undis_state == 6:
            if not i % 2 == 0:
                __undis_state = 8
            else:
                __undis_state = 7
        elif __undis_state == 7:
            __undis_state = 3
        elif __undis_state == 8:
            return out
