def finally_after_raise_in_if(x, log):
    if log:
        try:
            raise ValueError(x)
        finally:
            log.append('finally')
    return x
