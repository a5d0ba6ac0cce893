def value_patterns(v):
    if v == _Color.RED:
        v
        return 'r'
    if v == _Color.GREEN:
        return 'g'
    return '?'
