def calls_on_literals():
    return ('{}-{}'.format(1, 2), [3, 1, 2].index(1), {'a': 1}.get('a'), 1 .bit_length())
