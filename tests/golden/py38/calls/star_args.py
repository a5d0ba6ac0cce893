def star_args(xs, ys):
    return (_collect(*xs), _collect(1, *xs), _collect(*xs, *ys), _collect(*xs, 0, *ys, 9))
