def yield_in_try(n):
    try:
        yield n
        if n > 1:
            raise ValueError(n)
        yield (n + 1)
    except ValueError as e:
        yield ('caught', e.args)
    finally:
        yield 'finally'
