def try_continue_in_body(args, processed):
    for term in args:
        try:
            processed.append(int(term))
            continue
        except ValueError:
            pass
        try:
            frac = float(term)
            if frac > 1:
                continue
            processed.append(frac)
            continue
        except ValueError:
            pass
        processed.append(term)
    return processed
