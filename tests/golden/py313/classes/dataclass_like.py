def dataclass_like():
    import dataclasses

    @dataclasses.dataclass
    class P:
        x: int
        y: int = 2
    return (P(1), P(1) == P(1, 2))
