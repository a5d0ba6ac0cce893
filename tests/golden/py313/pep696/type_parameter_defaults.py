def type_parameter_defaults(x):

    def f[T = int, **P = [int, str]](a: T) -> T:
        return a

    class K[T: (int, str) = int]:

        def m(self):
            return super().__class__.__name__
    type A[T = str] = list[T]
    return (f(x), K().m(), [p.__default__ for p in f.__type_params__], A.__type_params__[0].__default__)
