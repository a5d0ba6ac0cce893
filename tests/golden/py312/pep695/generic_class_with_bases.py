def generic_class_with_bases():

    class Base:
        pass

    class Child[T](Base, dict):
        pass
    return [b.__name__ for b in Child.__mro__][:3]
