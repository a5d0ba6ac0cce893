def for_try_except_return_none(parts, obj):
    for part in parts:
        try:
            obj = getattr(obj, part)
        except AttributeError:
            return
    return obj
