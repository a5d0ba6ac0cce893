def nested_and_test_then_elif(items, recursive, out):
    for x in items:
        if x == '*':
            if recursive:
                continue
            if not hasattr(out, 'append'):
                continue
            out.append('all')
            continue
        if hasattr(out, x):
            continue
        try:
            out.append(int(x))
        except ValueError:
            if x == '-':
                continue
            raise
    return out
