def try_bare_except_pass_finally_pass(f):
    try:
        f()
    except:
        pass
    finally:
        pass
