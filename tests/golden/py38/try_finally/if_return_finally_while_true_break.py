def if_return_finally_while_true_break(log, items):
    try:
        if log:
            return log[0]
    finally:
        while True:
            if items.pop():
                break
