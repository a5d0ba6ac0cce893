def finally_if_in_for_loop(args, out):
    for name in args:
        try:
            out.append(name)
        finally:
            if name != '-':
                out.append(len(out))
