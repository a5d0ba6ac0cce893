def gen_raise_in_finally(n):
    try:
        yield n
    finally:
        raise ValueError(n)
