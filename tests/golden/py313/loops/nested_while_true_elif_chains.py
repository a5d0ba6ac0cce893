def nested_while_true_elif_chains(tokens, log):
    it = iter(tokens)
    while True:
        tt = next(it, '')
        if not tt:
            return log
        if tt == '#':
            continue
        if tt == 'm':
            name = next(it)
        else:
            raise ValueError(tt)
        while True:
            tt = next(it, '')
            if tt in {'', 'm'}:
                if log:
                    log.append(name)
                    break
                raise ValueError(name)
            if tt == 'p':
                log.append(next(it))
            else:
                raise ValueError(tt)
