def try_bare_except_pass_finally_pass(f):
    try:
        f()
        return
    except:
        return
    finally:
        pass
