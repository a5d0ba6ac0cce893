def class_scoped_generics():

    class D[T]:
        type A = list[T]
        x: T

        def m[U](self, u: U, t: T) -> dict[T, U]:
            return {u: t}

        @staticmethod
        def s[V: T](v: V=3, *, k: int=4) -> V:
            return v + k
    return (D().m(1, 2), D.s(), D.A.__value__, [p.__name__ for p in D.m.__type_params__])
