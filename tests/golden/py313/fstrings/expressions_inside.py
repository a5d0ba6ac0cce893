def expressions_inside(items):
    if items:
        return (f'{len(items)} items: {', '.join(map(str, items))}', {items[0]})
    return (f'{len(items)} items: {', '.join(map(str, items))}', {None})
