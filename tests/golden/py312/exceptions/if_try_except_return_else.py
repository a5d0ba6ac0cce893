def if_try_except_return_else(arg, out):
    if arg:
        try:
            n = int(arg)
        except ValueError:
            out.append(1)
            return
    else:
        try:
            n = int(arg)
        except ValueError:
            n = 0
    out.append(n)
