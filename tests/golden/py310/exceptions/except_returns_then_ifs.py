def except_returns_then_ifs(obj, flag):
    try:
        closed = obj.closed
    except AttributeError:
        return
    if closed:
        return
    if flag:
        obj.close()
    else:
        try:
            obj.close()
        except Exception:
            pass
