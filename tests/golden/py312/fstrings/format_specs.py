def format_specs(x, width, prec):
    if isinstance(x, int):
        return ({x:10.3f}, {x:{width}.{prec}f}, {x:>{width}}, {x:_}, {x:#x})
    return ({x:10.3f}, {x:{width}.{prec}f}, {x:>{width}}, {x:_}, '')
