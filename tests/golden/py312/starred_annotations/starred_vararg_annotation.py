def starred_vararg_annotation(ts):

    def inner(*args: *ts):
        return args
    return (inner.__annotations__, inner(1, 2))
