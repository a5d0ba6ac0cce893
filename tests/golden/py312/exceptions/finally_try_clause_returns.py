def finally_try_clause_returns(fail, flag, got):
    try:
        got.append(fail(0))
    finally:
        if flag:
            try:
                got.append(fail(1))
            except ValueError:
                return
            got.append(2)
