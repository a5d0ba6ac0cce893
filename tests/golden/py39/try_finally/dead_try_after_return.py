def dead_try_after_return(out):
    out.append(1)
    return
    try:
        out.append(2)
    finally:
        out.append(3)
    out.append(4)
