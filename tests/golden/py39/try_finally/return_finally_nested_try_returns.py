def return_finally_nested_try_returns(log, x):
    try:
        return x
    except KeyError:
        x = x + 1
    finally:
        try:
            return 1
        except (KeyError, TypeError):
            log.append(0)
        finally:
            log.append(x)
