def while_break_in_try_except_finally(items, out):
    try:
        while items:
            if not len(out) < 3 or items[-1] is None:
                break
            out.append(items.pop())
    except IndexError:
        pass
    finally:
        out.append('finally')
