def annotation_only_locals(flag):
    x: object
    y: object

    def get_y():
        return y
    try:
        return x if flag else get_y()
    except NameError as e:
        return type(e).__name__
