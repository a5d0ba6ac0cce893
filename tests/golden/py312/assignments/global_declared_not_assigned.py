def global_declared_not_assigned():
    return sorted(_registry)
