def tuple_unpack(seq):
    __undis_state = 0
    while True:
        if __undis_state == 0:
            __undis_t0 = seq[0]
            b = seq[1]
            a = __undis_t0
            __undis_t1 = seq[2]
            c, d = (seq[0], seq[1])
            e = __undis_t1
            f, g = seq[:2]
            return (a, b, c, d, e, f, g)
