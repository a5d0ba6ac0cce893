def class_with_cell_ends_with_if_else(flag, other):

    class Child(_Base):

        def greet(self):
            return __class__.__name__ + super().greet()
        if flag:
            if other:
                size = 1
        else:
            size = 2
    return (Child().greet(), getattr(Child, 'size', None))
