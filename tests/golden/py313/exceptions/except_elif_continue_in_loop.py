def except_elif_continue_in_loop(params, arguments):
    out = []
    for name, default in params:
        try:
            out.append((name, arguments[name]))
        except KeyError:
            if default is not None:
                val = default
            elif name == 'args':
                val = ()
            else:
                continue
            out.append((name, val))
    return out
