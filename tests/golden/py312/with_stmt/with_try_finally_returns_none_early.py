def with_try_finally_returns_none_early(log, fresh, swallow):
    with _CM(log, swallow=swallow):
        try:
            if fresh:
                return
            if fresh is None:
                raise KeyError(fresh)
            return len(log)
        finally:
            log.append('restore')
