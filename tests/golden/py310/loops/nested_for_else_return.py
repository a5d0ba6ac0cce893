def nested_for_else_return(mro, methods):
    for method in methods:
        for base in mro:
            if method in base:
                if base[method] is None:
                    return NotImplemented
                break
        else:
            return NotImplemented
    return True
