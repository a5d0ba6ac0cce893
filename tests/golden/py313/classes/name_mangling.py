def name_mangling():

    class Secret:
        _Secret__hidden = 1

        def __init__(self):
            self._Secret__value = 2

        def reveal(self):
            return (self._Secret__hidden + self._Secret__value, self._Secret__value)

        def __not_mangled__(self):
            return 'dunder'
    s = Secret()
    return (s.reveal(), s._Secret__hidden, s.__not_mangled__(), sorted(vars(s)))
