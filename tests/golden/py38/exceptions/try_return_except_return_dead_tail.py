def try_return_except_return_dead_tail(test):
    try:
        return test()
    except TypeError:
        return str(test)
    return repr(test)
