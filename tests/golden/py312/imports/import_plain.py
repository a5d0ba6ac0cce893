def import_plain():
    import os
    import os.path
    import collections.abc
    return (os.sep, os.path.join('a', 'b'), collections.abc.Sequence.__name__)
