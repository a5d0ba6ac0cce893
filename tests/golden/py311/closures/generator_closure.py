def generator_closure(xs):
    factor = 3

    def gen():
        for x in xs:
            yield (x * factor)
    return list(gen())
