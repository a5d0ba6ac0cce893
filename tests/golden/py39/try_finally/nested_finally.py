def nested_finally(log):
    try:
        try:
            log.append('inner')
            return 'inner-return'
        finally:
            log.append('inner-finally')
    finally:
        log.append('outer-finally')
