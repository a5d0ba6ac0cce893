def while_try_clause_nested_try_if_raise(batches, got):
    for items in batches:
        while True:
            if items:
                try:
                    value = items.pop(0)()
                except KeyError:
                    if got:
                        got.pop()
                        continue
                except Exception as e:
                    if isinstance(e, ValueError):
                        raise RuntimeError('bad: %s' % e)
                    raise e
            got.append(value)
            break
    return got
