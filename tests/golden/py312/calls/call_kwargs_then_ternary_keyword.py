def call_kwargs_then_ternary_keyword(f, args, kwargs, is_none, outs):
    return f(*args, **kwargs, **{'out': None if is_none else outs})
