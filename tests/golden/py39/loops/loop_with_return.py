def loop_with_return(xs):
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_s0 = iter(xs)
            __undis_state = 1
        elif __undis_state == 1:
            try:
                __undis_s1 = next(__undis_s0)
            except StopIteration:
                __undis_state = 7
            else:
                __undis_state = 2
        elif __undis_state == 2:
            x = __undis_s1
            __undis_state = 3
        elif __undis_state == 3:
            if not x > 0:
                __undis_state = 1
            else:
                __undis_state = 4
        elif __undis_state == 4:
            if not x == 3:
                __undis_state = 6
            else:
                __undis_state = 5
        elif __undis_state == 5:
            return 'three'
        elif __undis_state == 6:
            x -= 1
            __undis_state = 3
        elif __undis_state == 7:
            return 'none'
