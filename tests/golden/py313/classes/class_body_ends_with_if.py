def class_body_ends_with_if(flag):

    class Conf:
        mode = 'base'
        if flag:
            mode = 'on'
    return Conf.mode
