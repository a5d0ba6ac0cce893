def class_keywords():

    class Tagged(_Base, tag='hello'):
        pass

    class Meta(type):

        def __new__(mcls, name, bases, ns, **kw):
            ns['extra'] = kw
            return super().__new__(mcls, name, bases, ns)

    class WithMeta(metaclass=Meta, flag=True):
        pass
    return (Tagged.tag, WithMeta.extra)
