def bool_values_grouped_left(a, b, c, d):
    return (a and b and c, a or b or c, a and b and c and d, a and b and c or d)
