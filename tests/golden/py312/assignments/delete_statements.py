def delete_statements(d, lst):
    a = 1
    b = [1, 2, 3]
    del a
    del b[0]
    del b[-1]
    del d['k']
    del lst[:1]
    box = _Box()
    box.attr = 1
    del box.attr
    return (b, d, lst, hasattr(box, 'attr'))
