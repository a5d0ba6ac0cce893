def if_closes_while_body(n):
    i, odd = (0, 0)
    while i < n:
        i += 1
        if i % 2:
            odd += 1
    return odd
