def match_while_case_continues(xs):
    it = iter(xs)
    while True:
        match next(it, None):
            case None:
                return xs
            case str() as s:
                continue
