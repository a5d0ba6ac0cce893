def tuple_unpack(seq):
    (a, b) = (seq[0], seq[1])
    ((c, d), e) = ((seq[0], seq[1]), seq[2])
    (f, g) = seq[:2]
    return (a, b, c, d, e, f, g)
