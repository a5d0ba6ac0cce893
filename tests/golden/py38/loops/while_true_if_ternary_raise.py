def while_true_if_ternary_raise(chars):
    while True:
        char = chars.pop(0)
        if char == ':':
            break
        if not char.isalpha():
            msg = 'unknown flag' if char.isdigit() else 'missing :'
            raise ValueError(msg)
    return char
