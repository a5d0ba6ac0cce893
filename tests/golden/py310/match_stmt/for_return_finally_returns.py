def for_return_finally_returns(items, log, a):
    for x in items:
        try:
            match x:
                case 2 | 3 if a:
                    return x
        finally:
            if x == 1:
                return x
            log.append(x)
            break
