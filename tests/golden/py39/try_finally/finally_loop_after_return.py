def finally_loop_after_return(test, cleanups):
    try:
        return test()
    finally:
        while cleanups:
            cleanups.pop()()
