def for_tuple_target(d):
    out = []
    for k, v in sorted(d.items()):
        out.append(f'{k}={v}')
    return out
