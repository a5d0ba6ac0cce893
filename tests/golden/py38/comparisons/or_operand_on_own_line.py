def or_operand_on_own_line(config, layout):
    supported = (config[0] == 1 or config[0] == 2) and layout == 'cpu'
    return (supported, (config[1] or config[2]) and layout)
