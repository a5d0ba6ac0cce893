def try_continue_clause_continue(args, processed):
    for term in args:
        try:
            processed.append(int(term))
        except ValueError:
            if not term:
                continue
        else:
            continue
        processed.append(term)
    return processed
