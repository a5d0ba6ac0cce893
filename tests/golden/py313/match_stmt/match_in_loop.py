def match_in_loop(items):
    out = []
    for it in items:
        match it:
            case 'stop':
                break
            case 'skip':
                continue
            case str(s):
                out.append(s)
                continue
        out.append(repr(it))
    return out
