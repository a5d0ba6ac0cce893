def return_then_dead_while(log):
    return log
