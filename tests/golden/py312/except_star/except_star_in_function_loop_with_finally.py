def except_star_in_function_loop_with_finally(items):
    log = []
    for item in items:
        try:
            if item:
                raise _group(ValueError(item))
            raise _group(TypeError(item))
        except* ValueError:
            log.append('v')
        except* TypeError:
            log.append('t')
        finally:
            log.append('f')
    return log
