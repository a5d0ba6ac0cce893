def with_nested_for_return_const(log, rows):
    for row in rows:
        with _CM(log, 'a'), _CM(log, 'b'):
            for item in row:
                for x in item:
                    if x:
                        return
    return log
