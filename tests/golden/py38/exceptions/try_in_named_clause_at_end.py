def try_in_named_clause_at_end(a, out):
    try:
        out.append(1 // a)
    except ZeroDivisionError as exc:
        try:
            out.append(len(exc.args[0]) // (a + 1))
        except ZeroDivisionError:
            out.append('inner')
