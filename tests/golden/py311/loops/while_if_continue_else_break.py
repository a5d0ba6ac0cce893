def while_if_continue_else_break(node, got):
    while node:
        if node % 2:
            got.append(node)
            if node % 3:
                node -= 1
                continue
            node -= 2
            break
        got.append(-node)
        node -= 1
    return got
