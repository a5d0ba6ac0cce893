def expressions_inside(items):
    return (f'{len(items)} items: {', '.join(map(str, items))}', f'{(items[0] if items else None)}')
