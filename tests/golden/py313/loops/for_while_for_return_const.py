def for_while_for_return_const(bases, names, out):
    for base in bases:
        while base:
            for name in base.pop():
                if name in names:
                    return 5
                out.append(name)
    return out
