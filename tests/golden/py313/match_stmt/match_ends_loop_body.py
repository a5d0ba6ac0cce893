def match_ends_loop_body(items):
    seen = {}
    for it in items:
        if it is None:
            continue
        match it:
            case 1:
                seen[it] = 'one'
            case [*parts]:
                for part in parts:
                    if part:
                        seen[part] = 'part'
                        break
            case 2:
                seen[it] = 'two'
    return seen
