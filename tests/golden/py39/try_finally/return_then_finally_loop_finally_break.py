def return_then_finally_loop_finally_break(x, out):
    try:
        return x
    finally:
        while True:
            try:
                out.append(x + 1)
            finally:
                out.append(0)
                break
