def while_and_test_except_continue(items, out):
    while items and len(out) < 3:
        try:
            x = 12 // items.pop()
        except ZeroDivisionError:
            out.append(0)
            continue
        out.append(x)
