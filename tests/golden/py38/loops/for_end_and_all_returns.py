def for_end_and_all_returns(pairs, v_args, check, origin, recursive):
    for c in pairs:
        if c is None:
            if check(c, c):
                return True
        elif hasattr(c, 'count') and c.count is not None:
            if origin == len(c):
                if not recursive:
                    return True
                c_args = c or None
                if c_args is None or len(c_args) == 0:
                    return True
                if v_args is not None and len(v_args) == len(c_args) and all((check(a, b) for (a, b) in zip(v_args, c_args))):
                    return True
        elif origin == c:
            return True
    return False
