def while_true_if_and_or_return(items):
    while True:
        if items.pop() and (items.pop() or items.pop()):
            return len(items)
