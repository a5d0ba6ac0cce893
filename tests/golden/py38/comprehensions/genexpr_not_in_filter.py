def genexpr_not_in_filter(names, excluded):
    return sorted((n for n in names if not n.startswith('_') and n not in excluded))
