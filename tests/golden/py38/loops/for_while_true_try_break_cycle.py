def for_while_true_try_break_cycle(nodes, seen, succ):
    stack = []
    for node in nodes:
        while True:
            if node in seen:
                return node
            seen.add(node)
            stack.append(iter(succ.get(node, ())).__next__)
            while stack:
                try:
                    node = stack[-1]()
                    break
                except StopIteration:
                    stack.pop()
            else:
                break
