def while_test_try_return_clause_goes_on(runner, log, fail):
    while runner.running:
        try:
            log.append(1 // fail.pop())
        except ZeroDivisionError:
            runner.pool += 1
        else:
            return
