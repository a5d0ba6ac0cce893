def loop_else_nested(n):
    __undis_state = 0
    while True:
        if __undis_state == 0:
            out = []
            __undis_s0 = iter(range(n))
            __undis_state = 1
        elif __undis_state == 1:
            try:
                __undis_s1 = next(__undis_s0)
            except StopIteration:
                __undis_state = 8
            else:
                __undis_state = 2
        elif __undis_state == 2:
            i = __undis_s1
            j = 0
            if not j < i:
                __undis_state = 7
            else:
                __undis_state = 3
        elif __undis_state == 3:
            if not (i + j) % 4 == 3:
                __undis_state = 5
            else:
                __undis_state = 4
        elif __undis_state == 4:
            out.append(('break', i, j))
            __undis_state = 1
        elif __undis_state == 5:
            j += 1
            if not j < i:
                __undis_state = 7
            else:
                __undis_state = 6
        elif __undis_state == 6:
            __undis_state = 3
        elif __undis_state == 7:
            out.append(('else', i))
            __undis_state = 1
        elif __undis_state == 8:
            return out
