def and_test_return_skips_else(items, must, found):
    for x in items:
        if must:
            if x > 1 and x % 2:
                return x
        else:
            found = found + [x]
    return found
