def dunder_import():
    return (__import__('math').floor(2.5), __import__('os.path', fromlist=['join']).join('p', 'q'))
