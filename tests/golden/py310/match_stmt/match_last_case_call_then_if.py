def match_last_case_call_then_if(x, a, b, log):
    match x:
        case 2 | 3 if a:
            return 1
        case 1:
            log.append(x)
            if a and b:
                log.append(a)
    log.append('after')
