def while_try_clause_nested_try_if_raise(batches, got):
    for items in batches:
        while items:
            try:
                value = items.pop(0)()
            except KeyError:
                if got:
                    got.pop()
                    continue
                break
            except Exception as e:
                if isinstance(e, ValueError):
                    raise RuntimeError('bad: %s' % e)
                raise e
            else:
                break
        got.append(value)
    return got
