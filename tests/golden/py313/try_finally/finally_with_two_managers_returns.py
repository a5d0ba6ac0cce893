def finally_with_two_managers_returns(log, x):
    try:
        log.append(1 / x)
    finally:
        with _Enter(log), _Enter(log):
            return x
