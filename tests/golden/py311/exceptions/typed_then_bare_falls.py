def typed_then_bare_falls(kind, log):
    try:
        raise TypeError(kind)
    except KeyError:
        log.append('key')
    except:
        pass
    try:
        raise KeyError(kind)
    except KeyError as v:
        log.append(v)
    return log
