def match_while_case_ends_in_bottom_test(a, x, log):
    while a:
        match x:
            case str() as s:
                match x:
                    case [p, *q]:
                        continue
                if x == 1:
                    break
            case _:
                try:
                    x = x + 1
                except (KeyError, TypeError) as e:
                    break
                else:
                    break
    log.append(x)
    return log
