import os
try:
    import undis_no_such_module
except ImportError:
    missing = True
else:
    missing = False
    if 'PATH' in os.environ:
        path_set = True
