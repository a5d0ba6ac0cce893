def explicit_qualname():

    class Named(int):
        __qualname__ = 'Named'

        def double(self):
            return self * 2
    return (Named.__qualname__, Named(4).double())
