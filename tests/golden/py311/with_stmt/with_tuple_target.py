def with_tuple_target(log):
    with _CM(log) as (first, *rest):
        log.append((first, rest))
    return log
