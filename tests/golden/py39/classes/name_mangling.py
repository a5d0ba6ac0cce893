def name_mangling():

    class Secret:
        _Secret__hidden = 1

        def __init__(self):
            self.__value = 2

        def reveal(self):
            return (self.__hidden + self.__value, self.__value)

        def __not_mangled__(self):
            return 'dunder'
    s = Secret()
    return (s.reveal(), s._Secret__hidden, s.__not_mangled__(), sorted(vars(s)))
