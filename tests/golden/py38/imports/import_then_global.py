def import_then_global():
    global json_mod
    import json as json_mod
    return json_mod.loads('[1]')
