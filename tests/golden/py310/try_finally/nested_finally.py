def nested_finally(log):
    try:
        try:
            log.append('inner')
        finally:
            log.append('inner-finally')
    finally:
        log.append('outer-finally')
    return 'inner-return'
