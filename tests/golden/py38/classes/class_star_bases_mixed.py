def class_star_bases_mixed(bases, extra):

    class Mixed(*bases, object, metaclass=type, **extra):
        x = 1
    return [Mixed.x, [b.__name__ for b in Mixed.__bases__]]
