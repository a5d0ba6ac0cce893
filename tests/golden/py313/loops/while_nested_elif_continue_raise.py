def while_nested_elif_continue_raise(elem, kind):
    i = 0
    while i < len(elem):
        e = elem[i]
        if e == 1:
            if kind == 'xml':
                elem[i] = 5
            else:
                if kind == 'text':
                    del elem[i]
                    continue
                raise ValueError(kind)
        else:
            if e == 2:
                raise KeyError(e)
            elem[i] = -e
        i += 1
    return elem
