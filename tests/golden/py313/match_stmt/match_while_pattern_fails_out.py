def match_while_pattern_fails_out(xs):
    out = []
    while True:
        match xs:
            case [str() as s, *rest]:
                out.append(s)
                xs = rest
                continue
        return out
