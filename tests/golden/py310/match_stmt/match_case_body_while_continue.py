def match_case_body_while_continue(xs):
    it = iter(xs)
    match xs:
        case list() as s:
            while next(it, 0) > 1:
                continue
            return list(it)
    return list(it)
