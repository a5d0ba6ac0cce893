def for_try_else_break_long_tail(cmds, run, log):
    for cmd in cmds:
        try:
            info = run(cmd)
        except (OSError, ValueError):
            continue
        break
    else:
        return
    info = info.strip()
    log.append(info)
    if info.endswith('.'):
        info = info[:-1]
    log.append(len(info))
    return info
