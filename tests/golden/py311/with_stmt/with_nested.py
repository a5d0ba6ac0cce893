def with_nested(log):
    with _CM(log, 'outer') as o:
        with _CM(log, 'inner') as i:
            log.append(o + i)
        log.append('between')
    return log
