def while_walrus_continue(items, out):
    it = iter(items)
    while (word := next(it, None)):
        if word == '-':
            continue
        out.append(word)
    return out
