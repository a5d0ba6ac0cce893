def try_in_loop(kinds):
    log = []
    for k in kinds:
        try:
            _boom(k)
        except ValueError:
            pass
        except KeyError:
            return log
        else:
            log.append(k)
    return log
