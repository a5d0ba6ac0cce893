def and_chain_then_implicit_return(h):
    if len(h) >= 3 and h[0] == 'P' and (h[1] in '25'):
        return 'pgm'
