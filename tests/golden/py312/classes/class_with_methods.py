def class_with_methods(n):

    class Counter:
        """Counts."""
        start = n

        def __init__(self):
            self.value = self.start

        def incr(self, by=1):
            self.value += by
            return self

        @property
        def double(self):
            return self.value * 2

        @staticmethod
        def static(x):
            return x + 1

        @classmethod
        def make(cls):
            return cls()
    c = Counter.make().incr().incr(3)
    return (c.value, c.double, Counter.static(1), Counter.__doc__)
