def three_nested_tries(fail, got):
    try:
        try:
            try:
                got.append(fail(0))
            except (AttributeError, PermissionError):
                got.append(fail(1))
        except FileExistsError:
            got.append(2)
    except:
        got.append(3)
