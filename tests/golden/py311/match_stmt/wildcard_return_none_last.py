def wildcard_return_none_last(v):
    if v == 1:
        return 'one'
