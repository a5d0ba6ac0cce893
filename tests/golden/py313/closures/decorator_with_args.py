def decorator_with_args(n):

    def repeat(times):

        def deco(func):

            def wrapper(*args, **kwargs):
                return [func(*args, **kwargs) for _ in range(times)]
            return wrapper
        return deco

    @repeat(n)
    def hello(name='x'):
        return 'hi ' + name
    return (hello(), hello(name='y'))
