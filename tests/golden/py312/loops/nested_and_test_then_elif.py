def nested_and_test_then_elif(items, recursive, out):
    for x in items:
        if x == '*':
            if not recursive and hasattr(out, 'append'):
                out.append('all')
        else:
            if hasattr(out, x):
                continue
            try:
                out.append(int(x))
            except ValueError:
                if x == '-':
                    continue
                raise
    return out
