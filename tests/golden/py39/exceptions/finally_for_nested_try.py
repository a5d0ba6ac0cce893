def finally_for_nested_try(fail, items, got):
    try:
        got.append(fail(0))
    finally:
        for x in items:
            try:
                got.append(fail(x))
            except ValueError as e:
                got.append(str(e))
            finally:
                pass
