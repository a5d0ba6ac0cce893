def for_end_nested_not_or_if(items, a, b, names, seen):
    for x in items:
        if x.get('h'):
            seen[x['h']] = x
            continue
        if x.get('op') == 'p' and (not (x['t'] in a or x['t'] in b)) and (x['t'] in names):
            seen[x['t']] = 1
    return seen
