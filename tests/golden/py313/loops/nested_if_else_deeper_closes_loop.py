def nested_if_else_deeper_closes_loop(rows, seen):
    out = []
    for k, v, w in rows:
        if w:
            if v is None:
                if k in seen:
                    out.append(k)
            else:
                out.append(v)
        else:
            out.append(w)
    return out
