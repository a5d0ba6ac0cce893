def with_return_value(log):
    with _CM(log) as v:
        return v
