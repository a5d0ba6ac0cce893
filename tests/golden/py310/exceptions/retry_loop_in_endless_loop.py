def retry_loop_in_endless_loop(items, out):
    it = iter(items)
    while True:
        while True:
            try:
                val = int(next(it))
            except ValueError:
                out.append('skip')
            else:
                break
        if val < 0:
            return out
        out.append(val)
