def nested_and_test_then_elif(items, recursive, out):
    for x in items:
        if x == '*':
            if not recursive and hasattr(out, 'append'):
                out.append('all')
            continue
        if not hasattr(out, x):
            try:
                out.append(int(x))
            except ValueError:
                if x == '-':
                    continue
                raise
    return out
