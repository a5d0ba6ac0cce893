def nested_clause_falls_to_raise(table, key, log):
    try:
        log.append(table[key])
    except KeyError:
        log.append('miss')
        try:
            return int(key)
        except ValueError:
            pass
    raise LookupError('no %s' % key)
