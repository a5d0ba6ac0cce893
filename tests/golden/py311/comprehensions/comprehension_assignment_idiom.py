def comprehension_assignment_idiom(xs):
    pairs = [(x, y) for x in xs for y in [x * 2] if y]
    keyed = {y: x for x in xs for y, z in [(x + 1, x)] if z}
    return (pairs, keyed, sorted({y for x in xs for y in [x % 3]}))
