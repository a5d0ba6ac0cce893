def decorated_class(x):

    @lambda cls: cls
    class C:
        value = x
    return C.value
