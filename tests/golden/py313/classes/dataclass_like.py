def dataclass_like():
    import dataclasses

    @dataclasses.dataclass
    class P:
        __annotations__['x'] = int
        y = 2
        __annotations__['y'] = int
    return (P(1), P(1) == P(1, 2))
