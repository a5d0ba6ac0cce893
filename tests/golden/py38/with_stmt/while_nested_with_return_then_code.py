def while_nested_with_return_then_code(log, items):
    while items:
        with _CM(log, 'outer'), _CM(log, 'inner', items.pop()):
            if len(items) % 2:
                raise KeyError(len(items))
            return 1
    log.append('after')
    return log
