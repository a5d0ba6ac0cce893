def global_statement(v):
    global counter
    counter = 0
    counter += v
    return counter
