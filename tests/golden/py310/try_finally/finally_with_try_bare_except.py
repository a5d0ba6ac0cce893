def finally_with_try_bare_except(log, table, key):
    try:
        log.append(table[key])
    finally:
        with _CM(log, 'lock'):
            try:
                del table[key]
            except:
                pass
