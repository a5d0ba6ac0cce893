def closure_cell_reassigned(x):

    def get():
        return x
    x = x * 10
    return get()
