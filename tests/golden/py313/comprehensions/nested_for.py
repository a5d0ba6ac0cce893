def nested_for(xs, ys):
    return [(x, y) for x in xs for y in ys if x != y]
