def except_for_return_none_then_with(x, items, log):
    try:
        log.append(1 // x)
    except:
        for x in items:
            return
    with _CM(log, 'a'), _CM(log, 'b'):
        if x == 1:
            return 1
