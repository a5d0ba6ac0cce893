def final_return_none_after_handlers(x, verbose):
    try:
        return 10 // x
    except ZeroDivisionError:
        if verbose:
            x = 1
            return
        x = 2
