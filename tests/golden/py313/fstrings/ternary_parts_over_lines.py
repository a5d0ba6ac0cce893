def ternary_parts_over_lines(device, aot):
    base = device.split(':')[0]
    return (
        f'inc/{('a' if aot else 'b')}/{('x' if base == 'cpu' else base)}.h')
