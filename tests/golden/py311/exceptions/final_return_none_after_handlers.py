def final_return_none_after_handlers(x, verbose):
    try:
        return 10 // x
    except ZeroDivisionError:
        if verbose:
            x = 1
        else:
            x = 2
    return
