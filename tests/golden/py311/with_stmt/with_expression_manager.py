def with_expression_manager(log, flag):
    with _CM(log, 'x') if flag else _CM(log, 'y') as v:
        log.append(v)
    return log
