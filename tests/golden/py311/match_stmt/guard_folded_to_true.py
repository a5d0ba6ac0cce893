def guard_folded_to_true(v, log):
    match v:
        case True:
            pass
        case name if True:
            log.append(name)
        case None:
            pass
    log.append(0)
    return log
