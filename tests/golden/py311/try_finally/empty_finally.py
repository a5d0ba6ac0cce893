def empty_finally(x):
    try:
        y = 10 // x
    finally:
        pass
    return y
