def match_star_mapping_only(v):
    match v:
        case {**rest}:
            return sorted(rest.items())
