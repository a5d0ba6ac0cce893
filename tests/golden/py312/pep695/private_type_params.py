def private_type_params(x):

    class Box[__T]:
        kind = _Box__T

        def get[__U](self, a: _Box__T, b: _Box__U):
            return (_Box__T, _Box__U)
    t = Box.__type_params__[0]
    u = Box.get.__type_params__[0]
    return (t.__name__, u.__name__, Box.kind is t, Box().get(x, x) == (t, u))
