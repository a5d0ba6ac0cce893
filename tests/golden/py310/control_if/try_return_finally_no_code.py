def try_return_finally_no_code():
    try:
        pass
    finally:
        pass
    return 2
