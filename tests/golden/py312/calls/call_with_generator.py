def call_with_generator(xs):
    return (sum((x * x for x in xs)), max((x for x in xs), default=None))
