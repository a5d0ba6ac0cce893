def while_true_with_body_breaks(log):
    counter = 0
    while True:
        counter += 1
        with _CM(log):
            counter += 10
            break
        counter += 100
    return counter
