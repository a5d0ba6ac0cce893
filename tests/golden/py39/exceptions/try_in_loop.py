def try_in_loop(kinds):
    log = []
    for k in kinds:
        try:
            _boom(k)
        except ValueError:
            continue
        except KeyError:
            break
        else:
            log.append(k)
    return log
