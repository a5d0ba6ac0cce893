def inner_and_loop_ends_then(n, m):
    out = []
    while True:
        if n > 6:
            break
        n += 1
        if n % 2:
            while m < n and n:
                m += 1
        else:
            out.append(n)
    return (out, m)
