def retry_loop_in_endless_loop(items, out):
    it = iter(items)
    while True:
        try:
            val = int(next(it))
        except ValueError:
            out.append('skip')
        else:
            if val < 0:
                return out
            out.append(val)
