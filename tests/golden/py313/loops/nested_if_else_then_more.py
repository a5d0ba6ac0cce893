def nested_if_else_then_more(rows, seen):
    out = []
    for k, v in rows:
        if v is None:
            if k in seen:
                out.append(k)
                if k:
                    out.append(1)
        else:
            out.append(v)
    return out
