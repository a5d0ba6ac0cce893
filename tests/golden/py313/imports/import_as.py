def import_as():
    import os.path as osp
    import json as j
    return (osp.basename('/x/y'), j.dumps([1]))
