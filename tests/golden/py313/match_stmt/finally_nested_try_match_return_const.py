def finally_nested_try_match_return_const(x, log):
    try:
        return x
    finally:
        try:
            match x:
                case str() as s:
                    return
        finally:
            log.append(x)
            return 1
