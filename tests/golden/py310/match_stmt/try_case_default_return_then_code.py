def try_case_default_return_then_code(x, log):
    try:
        match x:
            case str() as s:
                log.append(s)
            case _:
                return
        log.append(x)
        return
    except (KeyError, TypeError):
        log.append('caught')
