def recursive_inner(n):

    def fact(k):
        if k <= 1:
            return 1
        return k * fact(k - 1)
    return fact(n)
