def fstring_with_dict(d):
    return f'{d['k']}-{d.get('m', 0)}'
