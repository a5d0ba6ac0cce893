def while_if_else_continue_then_rest(xs, out):
    __undis_state = 0
    while True:
        if __undis_state == 0:
            if not xs:
                __undis_state = 4
            else:
                __undis_state = 1
        elif __undis_state == 1:
            x = xs.pop()
            if not x > 2:
                __undis_state = 0
            else:
                __undis_state = 2
        elif __undis_state == 2:
            out.append(x)
            __undis_state = 3
        elif __undis_state == 3:
            out.append(-x)
            __undis_state = 4
        elif __undis_state == 4:
            return out
