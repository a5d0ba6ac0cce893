def for_then_branch_ends_in_test_else_raises(args, device):
    found = []
    for arg in args:
        if isinstance(arg, str):
            found.append(arg)
            if device != arg:
                raise RuntimeError(arg)
        else:
            raise TypeError(arg)
    return found
