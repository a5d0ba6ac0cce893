def from_import_relative_fails():
    try:
        from . import nothing_here
    except ImportError as e:
        return type(e).__name__
    return 'imported'
