def nested_fstring(a):
    return ({ {a}!r}, {('x' if a else 'y')})
