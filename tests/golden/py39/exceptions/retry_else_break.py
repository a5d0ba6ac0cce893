def retry_else_break(values, log):
    it = iter(values)
    i = 0
    while True:
        try:
            got = int(next(it))
        except ValueError:
            i += 1
            if i >= 2:
                raise
        else:
            break
    return (got, i)
