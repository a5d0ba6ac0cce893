def global_statement(v):
    counter = 0
    counter += v
    return counter
