def while_if_else_raise_then_elif_raise(elem, flag):
    i = 0
    while i < len(elem):
        if elem[i] == 1:
            if flag:
                elem[i] = 5
            else:
                raise ValueError(i)
        elif elem[i] == 2:
            raise KeyError(i)
        i += 1
    return elem
