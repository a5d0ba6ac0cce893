def and_or_values(a, b, c):
    return (a and b, a or b, a and b or c, a or (b and c), (a or b) and c, a and (b or c))
