def comprehension_attribute_target(xs):

    class Box:
        pass
    box = Box()
    items = {0: [box.last for box.last in xs]}
    return ([0 for items[1] in xs], items, box.last)
