def try_continue_in_body(args, processed):
    for term in args:
        try:
            processed.append(int(term))
        except ValueError:
            pass
        else:
            continue
        try:
            frac = float(term)
            if frac > 1:
                continue
            processed.append(frac)
        except ValueError:
            pass
        else:
            continue
        processed.append(term)
    return processed
