def clause_as_return_then_if_return(f, buf, log):
    if not buf:
        try:
            n = f()
        except KeyError as exc:
            log.append(exc.args)
            return
        if n:
            return
    log.append(buf)
