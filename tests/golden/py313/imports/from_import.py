def from_import():
    from os import path, sep
    from os.path import join as pjoin, basename
    return (pjoin('a', 'b'), basename('/q'), sep, path.sep)
