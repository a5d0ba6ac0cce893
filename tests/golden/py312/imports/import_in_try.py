def import_in_try():
    try:
        import does_not_exist_undis
    except ImportError:
        import json as does_not_exist_undis
    return does_not_exist_undis.__name__
