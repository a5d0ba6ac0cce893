def ternary_else_comprehension_in_dict(op):
    return {'a': [x for x in op if x is not None], 'b': len(op) if isinstance(op, tuple) else [y for y in op]}
