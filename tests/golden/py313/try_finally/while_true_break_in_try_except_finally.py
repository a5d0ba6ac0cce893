def while_true_break_in_try_except_finally(items, out):
    try:
        while True:
            item = items.pop()
            if item is None:
                break
            if item < 0:
                break
            out.append(item)
    except IndexError:
        out.append('empty')
    finally:
        out.append('finally')
