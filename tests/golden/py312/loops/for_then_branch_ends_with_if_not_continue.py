def for_then_branch_ends_with_if_not_continue(xs, keep, log):
    for x in xs:
        if x:
            log.append(x)
            if not keep(x):
                continue
        else:
            log.append(0)
    return log
