def return_in_finally(x):
    try:
        if x:
            raise ValueError(x)
    finally:
        return 'finally'
