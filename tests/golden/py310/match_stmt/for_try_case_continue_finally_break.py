def for_try_case_continue_finally_break(items, log):
    for x in items:
        try:
            match x:
                case {'k': v}:
                    log.append(v)
                case _:
                    continue
        finally:
            log.append(0)
        break
    return log
