def module_attr_call_ternary_arg(x, d):
    return divmod(math.floor(x) if d else math.ceil(x), 2)
