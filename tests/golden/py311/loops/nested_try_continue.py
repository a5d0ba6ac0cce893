def nested_try_continue(names, out):
    for name in names:
        try:
            try:
                out.append(int(name))
            except ValueError:
                out.append(float(name))
        except (ValueError, TypeError):
            pass
    return out
