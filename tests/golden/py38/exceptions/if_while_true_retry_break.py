def if_while_true_retry_break(path, opener, got):
    if isinstance(path, str):
        while True:
            try:
                got.append(opener(path))
            except OSError:
                path = path[1:]
                continue
            break
    else:
        got.append(path)
    got.append('end')
    return got
