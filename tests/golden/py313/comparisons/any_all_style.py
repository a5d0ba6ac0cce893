def any_all_style(xs):
    return all((x > 0 for x in xs)) and (not any((x > 100 for x in xs)))
