def special_floats():
    inf = float('inf')
    return (float('inf'), float('-inf'), inf, float('nan'), float('nan'))
