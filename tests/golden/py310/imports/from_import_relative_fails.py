def from_import_relative_fails():
    try:
        from . import nothing_here
        return 'imported'
    except ImportError as e:
        return type(e).__name__
