def filter_constant_operand(paths, seen):
    gen = '/'.join((str(p) for p in paths if seen.append(p) or True if p > 1))
    lst = [p for p in paths if not seen.append(-p) or True if p % 2]
    st = {p for p in paths if p if seen.count(p) or True}
    dct = {p: 1 for p in paths if not (seen.append(p) and p) or True}
    return (gen, lst, st, dct, seen)
