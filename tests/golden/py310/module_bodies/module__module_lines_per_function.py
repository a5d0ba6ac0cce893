def spread(name):
    return (name.isupper() and
        (name.startswith('SIG') and (not name.startswith('SIG_'))) or
        name.startswith('CTRL_'))

def filtered(xs):
    return [x for x in xs if x and (not x.imag)]

def closure_values(func, code):
    if func is None:
        values = {}
        return values
    values = {var: cell for (var, cell) in zip(code, func)}
    return values
OUT = (spread('SIGINT'), spread('CTRL_C'), filtered([0, 1, 2]), closure_values([1, 2], 'ab'))
