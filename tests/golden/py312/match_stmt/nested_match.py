def nested_match(a, b):
    if a == 0:
        if b == 0:
            return 'both'
        return 'a only'
    if b == 0:
        return 'b only'
    return 'neither'
