def while_and_slice_or_none(a, b):
    post = 0
    while True:
        if a[:post or None] and b[:post or None] and (a[post - 1] == b[post - 1]):
            post -= 1
            continue
        return a[:post or None]
