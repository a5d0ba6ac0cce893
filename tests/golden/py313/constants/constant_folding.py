def constant_folding():
    return (10, 'ab', (1, 2, 3), -5, False, 1024, 'ababab')
