def format_specs(x, width, prec):
    return ({x:10.3f}, {x:{width}.{prec}f}, {x:>{width}}, {x:_}, {x:#x} if isinstance(x, int) else '')
