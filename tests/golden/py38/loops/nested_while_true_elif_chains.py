def nested_while_true_elif_chains(tokens, log):
    it = iter(tokens)
    while True:
        tt = next(it, '')
        if not tt:
            break
        elif tt == '#':
            continue
        elif tt == 'm':
            name = next(it)
        else:
            raise ValueError(tt)
        while True:
            tt = next(it, '')
            if tt in {'', 'm'}:
                if log:
                    log.append(name)
                    break
                else:
                    raise ValueError(name)
            else:
                if tt == 'p':
                    log.append(next(it))
                    continue
                raise ValueError(tt)
    return log
