def while_true_try_continue_dead_clause(log):

    def spin(x):
        while True:
            try:
                continue
            except ValueError:
                x = x + 1
    log.append(spin.__name__)
    return log
