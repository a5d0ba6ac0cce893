def for_sequence_guard_ends_body(items, a):
    for x in items:
        match x:
            case [y] | [y, 0] if a:
                return y
