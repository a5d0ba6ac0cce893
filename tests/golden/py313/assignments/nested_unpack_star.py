def nested_unpack_star(data):
    (a, *b), c = data
    return (a, b, c)
