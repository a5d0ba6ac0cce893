def basic(name, n):
    return (f'hello {name}', f'{n}', f'{name}{n}', f'{{literal}} {n}')
