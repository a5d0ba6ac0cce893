def try_finally_case_returns_then_code(x, a, log):
    try:
        match x:
            case 2 | 3 if a:
                log.append(x)
            case 1:
                return
        log.append(a)
    except:
        pass
