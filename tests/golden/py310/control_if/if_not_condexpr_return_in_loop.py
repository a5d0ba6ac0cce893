def if_not_condexpr_return_in_loop(items, name, whole, n):
    while n < 100:
        if not (items if whole else name in items):
            return -n
        n *= 2
    return n
