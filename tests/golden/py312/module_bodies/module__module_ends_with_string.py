import os
if 'UNDIS_NO_SUCH_VARIABLE' not in os.environ:
    unset = True
pass
