def format_specs(x, width, prec):
    return (f'{x:10.3f}', f'{x:{width}.{prec}f}', f'{x:>{width}}', f'{x:_}', f'{x:#x}' if isinstance(x, int) else '')
