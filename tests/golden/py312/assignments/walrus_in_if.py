def walrus_in_if(xs):
    if (n := len(xs)) > 2:
        return n
    return -n
