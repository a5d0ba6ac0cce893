def dict_comp_nested(n):
    return {i: {j: i * j for j in range(i)} for i in range(n)}
