def clause_try_returns(s, env):
    try:
        return s.format(**env)
    except KeyError:
        try:
            return s.format(**env, **{'x': 1})
        except KeyError:
            return
