def while_true_try_first_clause_continue(log, items):
    while True:
        try:
            if len(log) > 3:
                break
            log.append({1: 'one'}[items.pop()])
        except KeyError:
            log.append('k')
            continue
        except IndexError:
            break
    else:
        return log
    return log
