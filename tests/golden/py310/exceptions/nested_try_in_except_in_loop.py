def nested_try_in_except_in_loop(names, first, second):
    (found, missing) = ({}, set())
    for name in names:
        if name == 'None':
            continue
        try:
            found[name] = first[name]
        except KeyError:
            try:
                found[name] = second[name]
            except KeyError:
                missing.add(name)
    return (found, sorted(missing))
