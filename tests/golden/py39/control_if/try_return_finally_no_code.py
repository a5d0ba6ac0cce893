def try_return_finally_no_code():
    try:
        return 2
    finally:
        pass
