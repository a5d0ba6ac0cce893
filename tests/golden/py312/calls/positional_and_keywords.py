def positional_and_keywords(x):
    return (_collect(x, 1, k=2), _collect(), _collect(k=x), _kwonly(1, c=x), _posonly(1, 2))
