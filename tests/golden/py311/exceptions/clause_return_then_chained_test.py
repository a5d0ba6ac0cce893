def clause_return_then_chained_test(words, version, log):
    if len(words) >= 3:
        try:
            if not version.startswith('HTTP/'):
                raise ValueError
        except (ValueError, IndexError):
            log.append(version)
            return False
        if len(version) > 6 and words[0] >= 'G':
            log.append(words[0])
            return False
    if not 2 <= len(words) <= 3:
        return False
