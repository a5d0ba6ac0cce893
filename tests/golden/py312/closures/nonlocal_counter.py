def nonlocal_counter(n):
    count = 0

    def bump(k=1):
        count += k
        return count
    for _ in range(n):
        bump()
    bump(10)
    return count
