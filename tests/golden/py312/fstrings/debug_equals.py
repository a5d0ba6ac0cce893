def debug_equals(x, y):
    return (f'x={x!r}', f'x + y = {x + y!r}', f'x={x!s}', f'y={y:>5}')
