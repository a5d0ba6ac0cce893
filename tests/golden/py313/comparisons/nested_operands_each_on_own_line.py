def nested_operands_each_on_own_line(m, n, k):
    return (m.startswith('a') or m.startswith('b')) and (not m.endswith('z')) or n in k or len(m) in k
