def try_continue_clause_break_else(args, processed):
    for term in args:
        try:
            processed.append(int(term))
        except ValueError:
            pass
        except TypeError:
            break
        else:
            continue
        processed.append(term)
    else:
        processed.append(0)
    return processed
