def finally_loop_falls(test, cleanups):
    try:
        test()
    finally:
        while cleanups:
            cleanups.pop()()
