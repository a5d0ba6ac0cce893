def try_multiple_handlers(kind):
    try:
        _boom(kind)
    except ValueError as e:
        r = ('value', e.args)
    except KeyError:
        r = 'key'
    except _Err as e:
        r = ('err', str(e))
    except Exception:
        r = 'other'
    else:
        r = 'none'
    return r
