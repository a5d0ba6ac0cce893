def chained_in_or_value(c):
    return c < 0 or 65 <= c <= 70 or 97 <= c <= 102
