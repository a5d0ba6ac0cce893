def comprehension_if_own_line(names, prefix):
    return [name for name in names
        if prefix in name.split('.')]
