def import_then_global():
    import json as json_mod
    return json_mod.loads('[1]')
