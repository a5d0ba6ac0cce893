def with_attribute_target(log):

    class Holder:
        pass
    h = Holder()
    with _CM(log) as h.value:
        log.append(h.value)
    return log
