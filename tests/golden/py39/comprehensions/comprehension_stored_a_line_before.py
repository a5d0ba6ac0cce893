def comprehension_stored_a_line_before(n):
    pairs = [n * 2 for _ in range(n)]
    return pairs
