def elif_without_else_in_then_of_if_else(parts, query, heads):
    if parts:
        tail = parts.pop()
        if tail:
            if tail == '..':
                heads.pop()
                tail = ''
            elif tail == '.':
                tail = ''
    else:
        tail = ''
    if query:
        tail = '?' + tail
    return tail
