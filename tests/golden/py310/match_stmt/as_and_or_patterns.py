def as_and_or_patterns(v):
    match v:
        case [1 | 2 as small, *_] as whole:
            return ('small-first', small, len(whole))
        case 3 | 4 as n:
            return ('three-four', n)
        case {'k': [1, *_] as inner}:
            return ('inner', inner)
