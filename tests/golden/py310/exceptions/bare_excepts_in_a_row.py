def bare_excepts_in_a_row(log, a, b):
    try:
        log.append(1 // a)
    except:
        log.append('first')
    log.append('between')
    try:
        log.append(1 // b)
    except:
        log.append('second')
