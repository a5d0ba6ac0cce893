def return_in_finally_then_dead_try(out):
    try:
        out.append(2)
    finally:
        out.append(4)
        return
