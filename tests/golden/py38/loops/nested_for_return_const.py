def nested_for_return_const(bases, names):
    for base in bases:
        for name in base:
            if name in names:
                return True
    return False
