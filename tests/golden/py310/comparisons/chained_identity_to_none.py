def chained_identity_to_none(a, b, c):
    if a is b is c is None:
        return 'all none'
    return 'some'
