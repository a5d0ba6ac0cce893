def try_return_finally_holds_try(out, x):
    try:
        out.append(2)
        if x:
            1 / 0
    finally:
        out.append(6)
        try:
            out.append(8)
        finally:
            out.append(10)
        out.append(11)
