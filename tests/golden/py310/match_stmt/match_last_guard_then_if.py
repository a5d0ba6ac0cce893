def match_last_guard_then_if(x, a, b, c):
    match x:
        case 2 | 3 if a:
            if a and (b or c):
                return 1
            return
