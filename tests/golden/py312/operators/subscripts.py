def subscripts(seq, i):
    return (seq[i], seq[-1], seq[i:], seq[:i], seq[1:i], seq[::2], seq[::-1], seq[1:-1:2], seq[:])
