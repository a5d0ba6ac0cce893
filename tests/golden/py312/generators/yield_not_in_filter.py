def yield_not_in_filter(names, excluded):
    for n in names:
        if not n.startswith('_') and n not in excluded:
            yield n
