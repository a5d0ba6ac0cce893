def deleted_cell(x):

    def get():
        return x
    del x
    try:
        return get()
    except NameError as e:
        return type(e).__name__
