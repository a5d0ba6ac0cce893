def simple_closure(x):

    def inner(y):
        return x + y
    return (inner(1), inner(2))
