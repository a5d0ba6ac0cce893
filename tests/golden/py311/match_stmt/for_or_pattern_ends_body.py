def for_or_pattern_ends_body(items, log):
    for x in items:
        match x:
            case 2 | 3:
                log.append(x)
