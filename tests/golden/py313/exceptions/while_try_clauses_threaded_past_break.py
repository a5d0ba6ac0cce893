def while_try_clauses_threaded_past_break(items, got):
    tarinfo = None
    while True:
        if items:
            try:
                tarinfo = items.pop(0)(got)
            except KeyError as e:
                if got:
                    got.append('0x%X: %s' % (len(got), e))
                    got.append(len(got) * 512)
                    continue
            except IndexError as e:
                if len(got) > 2:
                    got.append('0x%X: %s' % (len(got), e))
                    got.append(len(got) * 512)
                    continue
                if not got:
                    raise ValueError(str(e))
            except ZeroDivisionError:
                if len(got) == 1:
                    raise ValueError('empty file')
            except TypeError as e:
                if len(got) == 0:
                    raise ValueError(str(e))
            except AttributeError as e:
                raise ValueError(str(e))
        got.append(tarinfo)
        got.append(len(got))
        return got
