def except_if_nested_if_else(date_time, daylight, zone):
    try:
        gmtoff = date_time.tm_gmtoff
    except AttributeError:
        if daylight:
            dst = date_time[1]
            if dst == -1:
                dst = 0
            gmtoff = -zone[dst]
        else:
            gmtoff = -zone[0]
    delta = gmtoff * 2
    return delta
