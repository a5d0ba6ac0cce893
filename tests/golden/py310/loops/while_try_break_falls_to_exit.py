def while_try_break_falls_to_exit(name, module, imports, errors):
    parts = name.split('.')
    if module is None:
        parts_copy = parts[:]
        while parts_copy:
            try:
                module = imports['.'.join(parts_copy)]
                break
            except KeyError:
                parts_copy.pop()
                if not parts_copy:
                    errors.append(name)
                    return
        parts = parts[1:]
    return (module, parts)
