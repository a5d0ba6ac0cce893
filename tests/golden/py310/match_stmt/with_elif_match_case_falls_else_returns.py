def with_elif_match_case_falls_else_returns(a, b, x, log):
    with _Enter(log):
        if not a and (not b):
            return
        if a:
            match x:
                case {'k': v}:
                    log.append(v)
                case _:
                    return
        else:
            log.append(x)
            return log
    log.append('after')
    return log
