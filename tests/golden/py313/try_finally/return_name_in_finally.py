def return_name_in_finally(items, out):
    try:
        out.append(items[0])
    finally:
        result = len(out)
        if result > 1:
            return result
    out.append('after')
