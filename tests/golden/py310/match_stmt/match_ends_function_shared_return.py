def match_ends_function_shared_return(x, log):
    match x:
        case {'k': v}:
            if v:
                log.append(v)
            return
