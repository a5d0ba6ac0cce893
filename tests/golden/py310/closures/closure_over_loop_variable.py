def closure_over_loop_variable(n):
    funcs = []
    for i in range(n):

        def f(i=i):
            return i * i
        funcs.append(f)
    late = [lambda: i for i in range(n)]
    return ([f() for f in funcs], [g() for g in late])
