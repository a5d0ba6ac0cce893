def while_nested_if_else_break(a, got):
    __undis_state = 0
    while True:
        if __undis_state == 0:
            if not a(got):
                __undis_state = 8
            else:
                __undis_state = 1
        elif __undis_state == 1:
            if not len(got) % 5:
                __undis_state = 6
            else:
                __undis_state = 2
        elif __undis_state == 2:
            if not len(got) % 3:
                __undis_state = 4
            else:
                __undis_state = 3
        elif __undis_state == 3:
            got.append(3)
            __undis_state = 5
        elif __undis_state == 4:
            __undis_state = 8
        elif __undis_state == 5:
            got.append(2)
            __undis_state = 7
        elif __undis_state == 6:
            __undis_state = 8
        elif __undis_state == 7:
            got.append(1)
            if a(got):
                __undis_state = 1
            else:
                __undis_state = 8
        elif __undis_state == 8:
            return got
