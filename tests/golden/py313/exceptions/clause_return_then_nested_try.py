def clause_return_then_nested_try(fail, got):
    try:
        try:
            got.append(fail(0))
        except OSError:
            return
        try:
            try:
                got.append(fail(1))
            except (AttributeError, PermissionError):
                got.append(2)
        except FileExistsError:
            got.append(3)
    except:
        got.append(4)
        raise
