def finally_if_try_return(proc, fail, flag):
    try:
        proc.got.append(fail(0))
    finally:
        if flag:
            if proc.wait > 0:
                try:
                    proc.got.append(fail(1))
                except ValueError:
                    pass
            proc.wait = 0
            return
