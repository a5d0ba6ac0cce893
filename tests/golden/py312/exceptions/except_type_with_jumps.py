def except_type_with_jumps(f, c, log):
    for i in range(2):
        try:
            log.append(f())
        except KeyError if c else ValueError as e:
            log.append(type(e).__name__)
        except OSError or c:
            log.append('os')
    return log
