def nested_if(a, b):
    if a:
        if b:
            return 1
        else:
            return 2
    elif b:
        return 3
    return 4
