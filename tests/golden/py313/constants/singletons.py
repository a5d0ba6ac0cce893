def singletons():
    return (None, True, False, ..., Ellipsis, NotImplemented)
