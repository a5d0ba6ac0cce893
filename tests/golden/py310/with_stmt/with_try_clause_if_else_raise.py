def with_try_clause_if_else_raise(log, refs, ident, local):
    with _CM(log):
        try:
            refs[ident] += 1
        except KeyError as ke:
            if ident in local:
                refs[ident] = 1
            else:
                raise ke
