def except_for_return_none_then_if(x, items, log):
    try:
        log.append(1 // x)
    except:
        for x in items:
            return
    if x == 1:
        return 1
