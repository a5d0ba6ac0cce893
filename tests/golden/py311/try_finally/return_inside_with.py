def return_inside_with(log):
    with _CM(log):
        return len(log)
