def finally_ends_with_or_statement(items, out):
    try:
        return items[0]
    finally:
        items.pop() or out.append('empty')
