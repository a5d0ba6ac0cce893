def try_finally_ends_then_branch(log, pid, env):
    if pid == 0:
        try:
            if env is not None:
                log.append(env)
            else:
                log.append('no env')
        finally:
            log.append('finally')
        return log
    log.append('parent')
    return log
