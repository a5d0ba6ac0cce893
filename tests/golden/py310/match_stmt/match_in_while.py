def match_in_while(items):
    total = 0
    i = 0
    while i < len(items):
        match items[i]:
            case ['add', n]:
                total += n
            case ['sub', n]:
                total -= n
            case 'stop':
                return total
        i += 1
    return total
