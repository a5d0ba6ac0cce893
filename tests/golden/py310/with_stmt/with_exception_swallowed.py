def with_exception_swallowed(log, swallow):
    with _CM(log, 's', swallow=swallow):
        raise ValueError('inside')
    return log
