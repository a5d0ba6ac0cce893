import os
try:
    import math
except ImportError:
    missing = True
else:
    missing = False
    if 'UNDIS_NO_SUCH_VARIABLE' not in os.environ:
        unset = True
