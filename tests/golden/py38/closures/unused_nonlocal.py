def unused_nonlocal(a, entry):

    def inner(x):
        nonlocal entry
        return x + a
    return (inner(1), inner.__code__.co_freevars)
