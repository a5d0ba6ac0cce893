def while_continue_then_endless_rest(xs, out):
    __undis_state = 0
    while True:
        if __undis_state == 0:
            if not xs:
                __undis_state = 7
            else:
                __undis_state = 1
        elif __undis_state == 1:
            x = xs.pop()
            if not x is None:
                __undis_state = 3
            else:
                __undis_state = 2
        elif __undis_state == 2:
            __undis_state = 7
        elif __undis_state == 3:
            if not x < 3:
                __undis_state = 5
            else:
                __undis_state = 4
        elif __undis_state == 4:
            __undis_state = 0
        elif __undis_state == 5:
            out.append(x)
            x -= 1
            if not x < 3:
                __undis_state = 5
            else:
                __undis_state = 6
        elif __undis_state == 6:
            return out
        elif __undis_state == 7:
            return
