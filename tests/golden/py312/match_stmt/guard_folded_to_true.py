def guard_folded_to_true(v, log):
    match v:
        case True:
            pass
        case name:
            log.append(name)
    log.append(0)
    return log
