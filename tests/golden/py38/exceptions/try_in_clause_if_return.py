def try_in_clause_if_return(table, key, out):
    try:
        func = table['help_' + key]
    except KeyError:
        try:
            doc = table['do_' + key]
            if doc:
                out.append(doc)
                return
        except KeyError:
            pass
        out.append(key)
        return
    func(out)
