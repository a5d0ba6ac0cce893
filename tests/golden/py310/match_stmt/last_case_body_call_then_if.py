def last_case_body_call_then_if(x, a, log):
    match x:
        case 2 if a:
            return 1
        case 1:
            log.append(x)
            if a:
                log.append(a)
    log.append('end')
