def try_return_finally_dead_tail(output):
    try:
        return output.pop()
    finally:
        output.append(6)
