def finally_nested_if_else_then_stmt(log, first, second):
    try:
        log.append(1 // first)
    finally:
        if first:
            if second:
                log.append(1)
            else:
                log.append(2)
        del log[0]
