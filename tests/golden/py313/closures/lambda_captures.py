def lambda_captures(x):
    adders = [lambda y, k=k: y + k + x for k in range(3)]
    return [add(1) for add in adders]
