def clause_as_elif_and_falls(f, code, out):
    try:
        x = f(code)
    except ValueError as err:
        if err.args[0] in (401, 403):
            out.append('denied')
        elif err.args[0] >= 400:
            if err.args[0] < 500:
                out.append('client')
    else:
        out.append(x)
