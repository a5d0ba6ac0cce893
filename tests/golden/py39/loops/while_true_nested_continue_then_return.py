def while_true_nested_continue_then_return(reads, block):
    while True:
        rec = reads.pop()
        if rec < 0 or not rec % 3:
            if block:
                continue
            return
        return rec
