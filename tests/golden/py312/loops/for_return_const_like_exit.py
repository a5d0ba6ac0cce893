def for_return_const_like_exit(xs):
    for x in xs:
        if x == 1:
            return -1
        if x == 0:
            break
    return 0
