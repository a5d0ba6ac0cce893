def except_return_then_dead_try(out, x):
    try:
        out.append(1 // x)
    except ZeroDivisionError:
        out.append(2)
    else:
        out.append(4)
