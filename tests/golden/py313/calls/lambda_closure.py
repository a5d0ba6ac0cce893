def lambda_closure(factor):
    fs = [lambda x, i=i: x * i * factor for i in range(3)]
    return [f(2) for f in fs]
