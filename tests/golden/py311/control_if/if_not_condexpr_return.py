def if_not_condexpr_return(items, name, whole):
    if not (items if whole else name in items):
        return
    return len(items)
