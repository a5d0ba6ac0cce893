def for_or_pattern_guard_ends_body(items, a):
    for x in items:
        match x:
            case 2 | 3 if a:
                return x
