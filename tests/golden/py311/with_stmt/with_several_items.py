def with_several_items(log):
    with _CM(log, 'a') as a, _CM(log, 'b'), _CM(log, 'c') as c:
        log.append(a + c)
    return log
