def or_statement_ends_function(items, out):
    items or out.append('empty')
