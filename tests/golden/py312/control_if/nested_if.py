def nested_if(a, b):
    if a:
        if b:
            return 1
        return 2
    if b:
        return 3
    return 4
