def try_case_return_then_with_returns(x, log):
    try:
        match x:
            case [p, *q]:
                return
        with _Enter(log):
            return 1
    except ValueError:
        log.append(x)
