def for_over_attribute(obj):
    out = []
    for obj.item in (1, 2):
        out.append(obj.item)
    return out
