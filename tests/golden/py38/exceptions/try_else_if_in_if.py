def try_else_if_in_if(smsl, loader, spec):
    if smsl is None:
        if hasattr(loader, 'upper'):
            try:
                is_package = loader.upper()
            except AttributeError:
                pass
            else:
                if is_package:
                    spec.append(1)
    else:
        spec.append(smsl)
    if spec == [] and loader:
        spec.append(2)
    return spec
