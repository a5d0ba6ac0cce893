def subscript_exprs(seq, i):
    return (seq[i + 1], seq[i:i * 2], seq[(i, 1)[1]], seq[len(seq) - 1])
