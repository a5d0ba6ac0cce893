def while_and_test_continue(items, out):
    while items and len(out) < 3:
        word = items.pop()
        if not word:
            continue
        out.append(word)
