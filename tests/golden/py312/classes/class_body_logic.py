def class_body_logic(flag):

    class Conf:
        if flag:
            mode = 'on'
        else:
            mode = 'off'
        items = []
        for i in range(3):
            items.append(i)
        del i
        try:
            risky = int('x')
        except ValueError:
            risky = None
    return (Conf.mode, Conf.items, Conf.risky)
