def super_calls():

    class Child(_Base):

        def greet(self):
            return 'child+' + super().greet()

        def explicit(self):
            return super(Child, self).greet()

        def uses_class_cell(self):
            return __class__.__name__
    c = Child()
    return (c.greet(), c.explicit(), c.uses_class_cell())
