def with_for_return_const(log, items):
    with _CM(log):
        for item in items:
            if item:
                return 1
    return 2
