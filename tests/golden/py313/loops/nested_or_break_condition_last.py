def nested_or_break_condition_last(xs, b, c, got):
    import builtins as __undis_builtins
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_s0 = __undis_builtins.iter(xs)
            __undis_state = 1
        elif __undis_state == 1:
            try:
                __undis_s1 = __undis_builtins.next(__undis_s0)
            except __undis_builtins.StopIteration:
                __undis_state = 13
            else:
                __undis_state = 2
        elif __undis_state == 2:
            x = __undis_s1
            if not b(got):
                __undis_state = 5
            else:
                __undis_state = 3
        elif __undis_state == 3:
            if c(got):
                __undis_state = 5
            else:
                __undis_state = 4
        elif __undis_state == 4:
            __undis_state = 1
        elif __undis_state == 5:
            if len(got) > 9:
                __undis_state = 7
            else:
                __undis_state = 6
        elif __undis_state == 6:
            if not x in got:
                __undis_state = 8
            else:
                __undis_state = 7
        elif __undis_state == 7:
            __undis_state = 1
        elif __undis_state == 8:
            got.append(2)
            if b(got):
                __undis_state = 10
            else:
                __undis_state = 9
        elif __undis_state == 9:
            __undis_state = 5
        elif __undis_state == 10:
            if not c(got):
                __undis_state = 12
            else:
                __undis_state = 11
        elif __undis_state == 11:
            __undis_state = 5
        elif __undis_state == 12:
            __undis_state = 1
        elif __undis_state == 13:
            return got
