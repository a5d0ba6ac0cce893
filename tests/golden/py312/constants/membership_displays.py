def membership_displays(x):
    small = x in {1, 2, 3}
    other = x not in (4, 5)
    seen = [y for y in {7, 8}]
    letters = {'a', 'b', 'c', 'd'}
    return (small, other, sorted(seen), x in letters)
