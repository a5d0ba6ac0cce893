def nested_while_true_elif_chains(tokens, log):
    __undis_state = 0
    while True:
        if __undis_state == 0:
            it = iter(tokens)
            __undis_state = 1
        elif __undis_state == 1:
            tt = next(it, '')
            if tt:
                __undis_state = 3
            else:
                __undis_state = 2
        elif __undis_state == 2:
            __undis_state = 15
        elif __undis_state == 3:
            if not tt == '#':
                __undis_state = 5
            else:
                __undis_state = 4
        elif __undis_state == 4:
            __undis_state = 1
        elif __undis_state == 5:
            if not tt == 'm':
                __undis_state = 7
            else:
                __undis_state = 6
        elif __undis_state == 6:
            name = next(it)
            __undis_state = 8
        elif __undis_state == 7:
            raise ValueError(tt)
        elif __undis_state == 8:
            tt = next(it, '')
            if not tt in {'', 'm'}:
                __undis_state = 12
            else:
                __undis_state = 9
        elif __undis_state == 9:
            if not log:
                __undis_state = 11
            else:
                __undis_state = 10
        elif __undis_state == 10:
            log.append(name)
            __undis_state = 1
        elif __undis_state == 11:
            raise ValueError(name)
        elif __undis_state == 12:
            if not tt == 'p':
                __undis_state = 14
            else:
                __undis_state = 13
        elif __undis_state == 13:
            log.append(next(it))
            __undis_state = 8
        elif __undis_state == 14:
            raise ValueError(tt)
        elif __undis_state == 15:
            return log
