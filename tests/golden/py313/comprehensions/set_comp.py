def set_comp(words):
    return {w.lower() for w in words if w}
