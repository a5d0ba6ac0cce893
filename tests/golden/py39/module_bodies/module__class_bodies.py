class Base:
    counter = 0

    def __init_subclass__(cls, **kw):
        super().__init_subclass__()
        Base.counter += 1

class Child(Base):
    __slots__ = ('a',)
    _Child__private = 1
    label = 'child' if _Child__private else 'none'

    @property
    def value(self):
        return self.__private

    def __repr__(self):
        return f'Child({self.value})'

class Empty:
    pass

class WithGlobal:
    global GLOBAL_FROM_CLASS
    GLOBAL_FROM_CLASS = 5
    x: int = 3
OUT = (Base.counter, repr(Child()), Child.label, WithGlobal.x)
