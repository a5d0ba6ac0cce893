def match_then_code(cmd):
    log = []
    match cmd.split():
        case ['go', direction]:
            log.append(direction)
        case ['look']:
            log.append('looking')
        case ['drop', *objs] if objs:
            log.extend(objs)
    log.append('done')
    return log
