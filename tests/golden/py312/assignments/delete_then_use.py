def delete_then_use():
    x = 1
    del x
    return x
