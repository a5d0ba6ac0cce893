def special_floats():
    inf = float('inf')
    return (1e309, -1e309, inf, float('nan'), (1e309-1e309))
