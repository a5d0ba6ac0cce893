def return_then_dead_while(log):
    return log
    while True:
        log.append('dead')
