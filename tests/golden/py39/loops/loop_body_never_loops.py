def loop_body_never_loops(xs):
    for x in xs:
        if x:
            return x
        raise ValueError(x)
