def dict_comp(pairs):
    return {k: v for k, v in pairs if v is not None}
