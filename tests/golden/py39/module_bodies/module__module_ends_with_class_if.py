import sys

class Base:

    def greet(self):
        return 'base'

class Child(Base):

    def plain(self):
        return __class__.__name__
    if sys.version_info >= (3, 0):

        def greet(self):
            return 'new+' + super().greet()
    else:

        def greet(self):
            return 'old+' + super().greet()
    try:
        mode = int('x')
    except ValueError:
        mode = None
    else:
        mode = -1

class Flag:
    kind = 'flag'
    if Child().greet() == 'new+base':
        new = True
OUT = (Child().greet(), Child().plain(), Child.mode, Flag.new)
