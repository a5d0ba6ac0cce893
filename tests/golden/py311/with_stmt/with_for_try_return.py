def with_for_try_return(log, lines):
    with _CM(log):
        for line in lines:
            try:
                return int(line)
            except ValueError:
                log.append(line)
                continue
    return
