def with_body_ends_if_return(log, n):
    with _CM(log):
        if n:
            return 1
        return 2
