def return_dead_loop_finally_returns(log):
    try:
        return log.append(1)
    finally:
        return len(log)
