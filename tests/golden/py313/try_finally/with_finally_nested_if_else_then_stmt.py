def with_finally_nested_if_else_then_stmt(log, first, second):
    with _CM(log):
        try:
            log.append(1 // first)
            return None
        finally:
            if first:
                if second:
                    log.append(1)
                else:
                    log.append(2)
            del log[0]
