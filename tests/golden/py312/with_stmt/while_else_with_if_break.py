def while_else_with_if_break(log, xs):
    counter = 0
    while xs:
        counter += xs.pop()
        with _CM(log):
            if counter > 3:
                break
        counter += 100
    else:
        counter = 5
    return counter
