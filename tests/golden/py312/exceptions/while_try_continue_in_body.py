def while_try_continue_in_body(args, processed):
    i = 0
    while i < len(args):
        term = args[i]
        i += 1
        try:
            processed.append(int(term))
        except ValueError:
            pass
        else:
            continue
        processed.append(term)
    return processed
