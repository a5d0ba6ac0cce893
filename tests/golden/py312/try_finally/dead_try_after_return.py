def dead_try_after_return(out):
    out.append(1)
