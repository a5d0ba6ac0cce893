if __name__ == 'undis_case_module':
    i = 0
    while True:
        i += 1
        if i > 3:
            break
