def bool_value_multiline(name):
    return (name.isupper() and
        (name.startswith('SIG') and (not name.startswith('SIG_'))) or
        name.startswith('CTRL_'))
