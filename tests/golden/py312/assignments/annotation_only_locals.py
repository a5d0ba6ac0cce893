def annotation_only_locals(flag):
    x: object
    y: object

    def get_y():
        return y
    try:
        if flag:
            return x
        return get_y()
    except NameError as e:
        return type(e).__name__
