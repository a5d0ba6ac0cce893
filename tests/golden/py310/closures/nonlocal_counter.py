def nonlocal_counter(n):
    count = 0

    def bump(k=1):
        nonlocal count
        count += k
        return count
    for _ in range(n):
        bump()
    bump(10)
    return count
