def class_star_bases(bases):

    class Multi(*bases):
        pass
    return [b.__name__ for b in Multi.__mro__]
