def nested_fstring(a):
    if a:
        return ({ {a}!r}, {'x'})
    return ({ {a}!r}, {'y'})
