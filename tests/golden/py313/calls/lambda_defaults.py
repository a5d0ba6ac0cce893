def lambda_defaults(n):
    add = lambda a, b=n: a + b
    kw = lambda *, k=n * 2: k
    star = lambda *a, **k: (a, sorted(k))
    return (add(1), add(1, 2), kw(), kw(k=0), star(1, 2, z=3))
