def return_constant_except_finally(log, x):
    try:
        return 1
    except ValueError:
        log.append(x)
    finally:
        log.append(-x)
