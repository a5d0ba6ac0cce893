def try_case_return_then_code(x, log):
    try:
        match x:
            case [p, *q]:
                return
        log.append(1)
    except ValueError:
        log.append(x)
