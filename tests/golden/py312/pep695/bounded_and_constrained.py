def bounded_and_constrained():

    def f[T: int, U: (str, bytes), *Ts, **P](a: T) -> U:
        return a
    return ([p.__name__ for p in f.__type_params__], f.__type_params__[0].__bound__)
