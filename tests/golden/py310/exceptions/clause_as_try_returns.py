def clause_as_try_returns(s, env):
    try:
        return s.format(**env)
    except KeyError as var:
        try:
            return s.format(**env, **{'var': var})
        except KeyError:
            raise AttributeError(f'{var}') from None
