def identity_membership(a, seq):
    return (a is None, a is not None, a in seq, a not in seq, a not in seq, a is not None)
