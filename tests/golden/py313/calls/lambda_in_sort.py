def lambda_in_sort(items):
    return sorted(items, key=lambda p: (-p[1], p[0]))
