def while_true_with_if_break_or_return(log, xs):
    counter = 0
    while True:
        counter += xs.pop()
        with _CM(log):
            if counter > 3:
                break
            if counter > 7:
                return counter
        counter += 100
    return counter - 1
