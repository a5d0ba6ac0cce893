def return_dead_loop_finally_returns(log):
    try:
        pass
    finally:
        return len(log)
