def while_nested_elif_continue_raise(elem, kind):
    i = 0
    while i < len(elem):
        e = elem[i]
        if e == 1:
            if kind == 'xml':
                elem[i] = 5
            elif kind == 'text':
                del elem[i]
                continue
            else:
                raise ValueError(kind)
        elif e == 2:
            raise KeyError(e)
        else:
            elem[i] = -e
        i += 1
    return elem
