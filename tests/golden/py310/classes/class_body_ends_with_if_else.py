def class_body_ends_with_if_else(flag):

    class Conf:
        if flag:
            mode = 'on'
        else:
            mode = 'off'
    return Conf.mode
