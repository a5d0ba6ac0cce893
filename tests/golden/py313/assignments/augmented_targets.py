def augmented_targets(d, lst):
    d['k'] += 1
    lst[0] *= 3
    box = _Box()
    box.v = 1
    box.v += 41
    return (d, lst, box.v)
