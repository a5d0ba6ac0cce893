def nested_finally(log):
    try:
        log.append('inner')
    finally:
        log.append('inner-finally')
    log.append('outer-finally')
    return 'inner-return'
