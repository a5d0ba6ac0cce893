def if_condexpr_return_in_loop(items, name, whole, n):
    while n:
        if items if whole else name in items:
            return 5
        n -= 1
