def slice_assign(seq):
    seq[1:3] = [9, 9, 9]
    seq[::2] = seq[::2]
    del seq[0]
    del seq[-2:]
    seq[0] += 100
    return seq
