def loop_with_return(xs):
    for x in xs:
        while x > 0:
            if x == 3:
                return 'three'
            x -= 1
    return 'none'
