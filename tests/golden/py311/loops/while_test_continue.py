def while_test_continue(items, out):
    while items:
        word = items.pop()
        if not word:
            continue
        out.append(word)
    return out
