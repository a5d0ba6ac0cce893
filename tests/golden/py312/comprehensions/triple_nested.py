def triple_nested(n):
    return [i * j * k for i in range(n) for j in range(i) if j for k in range(j) if k % 2 == 0]
