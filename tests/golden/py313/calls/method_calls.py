def method_calls(s):
    return (s.upper().strip().split(','), '-'.join(s.split()), s.replace('a', 'b', 1))
