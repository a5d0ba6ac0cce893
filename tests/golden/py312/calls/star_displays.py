def star_displays(xs, kw):
    return (_collect(*[]), _collect(*(1, 2, 3)), _collect(*()), _collect(*[xs, *xs]), _collect(*[xs], **kw), _collect(1, 2, **kw), _collect(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32), [1, 2, *(3, 4)], [*xs, *(1, 2), 3, *[4]], (xs, *xs, *(5,)))
