def return_value_in_finally_in_try(opener, name, log):
    try:
        f = opener(name)
        try:
            return (f.upper(), name)
        finally:
            log.append('close')
    except OSError as exc:
        return (3, exc.args)
