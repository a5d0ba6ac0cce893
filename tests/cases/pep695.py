"""PEP 695 type parameters and ``type`` aliases (Python 3.12+)."""

MIN_VERSION = (3, 12)


def generic_function(x):
    def first[T](items: list[T]) -> T:
        return items[0]

    return first([x, 2]), first.__type_params__[0].__name__


def bounded_and_constrained():
    def f[T: int, U: (str, bytes), *Ts, **P](a: T) -> U:
        return a

    return [p.__name__ for p in f.__type_params__], f.__type_params__[0].__bound__


def generic_class(v):
    class Box[T]:
        def __init__(self, value: T):
            self.value = value

        def get(self) -> T:
            return self.value

    return Box(v).get(), [p.__name__ for p in Box.__type_params__]


def generic_class_with_bases():
    class Base:
        pass

    class Child[T](Base, dict):
        pass

    return [b.__name__ for b in Child.__mro__][:3]


def type_alias_statement():
    type Pair = tuple[int, int]
    type Generic[T] = list[T]
    return Pair.__name__, Generic.__type_params__[0].__name__, Pair.__value__


def generic_method():
    class C:
        def m[T](self, x: T) -> T:
            return x

    return C().m(5)


def closure_in_generic(x):
    def outer[T](y: T):
        def inner():
            return x, y

        return inner()

    return outer(2)


def class_scoped_generics():
    class D[T]:
        type A = list[T]
        x: T

        def m[U](self, u: U, t: T) -> dict[T, U]:
            return {u: t}

        @staticmethod
        def s[V: T](v: V = 3, *, k: int = 4) -> V:
            return v + k

    return D().m(1, 2), D.s(), D.A.__value__, [p.__name__ for p in D.m.__type_params__]


def variadic_and_recursive():
    class E[*Ts, **P]:
        pass

    type Rec[K, V] = dict[K, "Rec[K, V]"]
    return [p.__name__ for p in E.__type_params__], Rec.__value__, Rec.__type_params__[1].__name__


def decorated_generic(x):
    def twice(fn):
        return lambda *a: fn(fn(*a))

    @twice
    def inc[N: (int, float)](n: N) -> N:
        return n + 1

    return inc(x)


def private_type_params(x):
    class Box[__T]:
        kind = __T

        def get[__U](self, a: __T, b: __U):
            return (__T, __U)

    t = Box.__type_params__[0]
    u = Box.get.__type_params__[0]
    return t.__name__, u.__name__, Box.kind is t, Box().get(x, x) == (t, u)


def comprehension_shadows_type_param(x):
    # the inlined comprehension's cell T shadows the free type parameter T
    def F[T: [lambda: T for T in (T, [1])[1]]](): return [lambda: T for T in T.__name__]
    funcs = F()
    return [f() for f in funcs], x


SAMPLES = {
    "private_type_params": [(1,)],
    "comprehension_shadows_type_param": [(1,)],
    "decorated_generic": [(1,), (2.5,)],
    "generic_function": [(1,)],
    "generic_class": [("v",)],
    "closure_in_generic": [(1,)],
}
