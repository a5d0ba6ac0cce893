def class_with_super_ends_with_if(flag, other):

    class Child(_Base):
        if flag:

            def greet(self):
                return 'flag+' + super().greet()
        elif other:

            def greet(self):
                return 'other+' + super().greet()
    return Child().greet()
