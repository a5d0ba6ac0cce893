def retry_else_if_raise_break(path, prefix):
    while True:
        try:
            st = int(path)
        except (TypeError, ValueError):
            dirname, basename = (path[:-1], path[-1:])
            if not dirname:
                raise KeyError(path)
            path = dirname
            prefix.append(basename)
        else:
            if st < 0:
                raise ValueError(path)
            break
    return (path, prefix)
