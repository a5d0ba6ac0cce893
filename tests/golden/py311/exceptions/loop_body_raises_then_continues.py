def loop_body_raises_then_continues(xs):
    r = []
    for x in xs:
        try:
            raise ValueError(x)
        except ValueError as e:
            r.append(str(e))
        r.append(x)
    return r
