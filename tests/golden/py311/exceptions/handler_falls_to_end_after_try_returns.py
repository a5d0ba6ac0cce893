def handler_falls_to_end_after_try_returns(obj, log):
    if obj is None:
        return
    try:
        obj.marker
    except AttributeError:
        obj.marker = log
    else:
        return
    log.append(obj)
