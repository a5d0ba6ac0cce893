def match_or_guard_fails_past_continue(x, log):
    out = []
    while log:
        match x:
            case str() as s:
                out.append(log.pop())
            case 2 | 3 if log.pop():
                continue
            case _:
                out.append(-log.pop())
        out.append(x)
    return out
