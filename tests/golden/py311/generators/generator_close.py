def generator_close():
    log = []

    def gen():
        try:
            yield 1
            yield 2
        finally:
            log.append('closed')
    g = gen()
    next(g)
    g.close()
    return log
