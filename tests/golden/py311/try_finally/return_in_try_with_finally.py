def return_in_try_with_finally(log):
    try:
        return len(log)
    finally:
        log.append('finally ran')
