def raise_class_or_instance(cls):
    err = cls('x')
    raise err
