def chained_ternary_return_over_lines(setup):
    return '' if setup == 'pass' or not setup else f'setup:\n{setup}' if '\n' in setup else f'setup: {setup}'
