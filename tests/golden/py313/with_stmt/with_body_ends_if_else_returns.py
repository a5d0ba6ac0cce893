def with_body_ends_if_else_returns(log, n):
    with _CM(log):
        if n:
            return 1
        return 2
