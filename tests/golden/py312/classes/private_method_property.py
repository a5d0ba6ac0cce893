def private_method_property():

    class C:

        def __getvalue(self):
            return 42
        value = property(_C__getvalue)

        class __Inner:
            tag = 'inner'
        inner = _C__Inner
    return (C().value, C.inner.tag)
