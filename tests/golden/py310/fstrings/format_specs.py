def format_specs(x, width, prec):
    if isinstance(x, int):
        return (f'{x:10.3f}', f'{x:{width}.{prec}f}', f'{x:>{width}}', f'{x:_}', f'{x:#x}')
    return (f'{x:10.3f}', f'{x:{width}.{prec}f}', f'{x:>{width}}', f'{x:_}', '')
