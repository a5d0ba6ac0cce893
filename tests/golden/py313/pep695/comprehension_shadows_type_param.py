def comprehension_shadows_type_param(x):

    def F[T: [lambda: T for T in (T, [1])[1]]]():
        return [lambda: T for T in T.__name__]
    funcs = F()
    return ([f() for f in funcs], x)
