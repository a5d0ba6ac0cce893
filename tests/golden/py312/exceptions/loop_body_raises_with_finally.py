def loop_body_raises_with_finally(xs):
    r = []
    for x in xs:
        try:
            raise ValueError(x)
        except ValueError as e:
            r.append(str(e))
        finally:
            r.append(-x)
        r.append(x)
    return r
