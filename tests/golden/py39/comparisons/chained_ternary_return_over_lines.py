def chained_ternary_return_over_lines(setup):
    if setup == 'pass' or not setup:
        return ''
    if '\n' in setup:
        return f'setup:\n{setup}'
    return f'setup: {setup}'
