def func_attributes(n):

    def f(a: int, b: 'str'='s', *args, c=n, **kw) -> bool:
        return True
    return (f.__defaults__, f.__kwdefaults__, sorted(f.__annotations__), f.__name__)
