def except_return_then_dead_try(out, x):
    try:
        out.append(1 // x)
    except ZeroDivisionError:
        out.append(2)
        return
        try:
            out.append(8)
        finally:
            out.append(10)
    out.append(4)
