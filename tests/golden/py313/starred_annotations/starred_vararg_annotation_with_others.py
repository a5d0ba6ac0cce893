def starred_vararg_annotation_with_others(ts, kind):

    def inner(first: kind, *args: *ts, last: kind=None) -> kind:
        return first
    return sorted(inner.__annotations__.items(), key=repr)
