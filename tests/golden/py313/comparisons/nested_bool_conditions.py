def nested_bool_conditions(a, b, c, d):
    if a and (b or c) and (not d):
        return 1
    if (a or b) and (c or d):
        return 2
    if not a and (not b) and (not c):
        return 3
    if a and b and c or d:
        return 4
    return 5
