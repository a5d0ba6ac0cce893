def match_ends_function_cases_return(x, log):
    match x:
        case [1, y]:
            if y:
                log.append(y)
        case {'k': v}:
            for z in v:
                if z:
                    log.append(z)
                    break
