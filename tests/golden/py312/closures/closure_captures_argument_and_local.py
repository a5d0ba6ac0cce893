def closure_captures_argument_and_local(a, b):
    c = a * b

    def f():
        return (a, b, c)
    del a
    return (f.__code__.co_freevars, c)
