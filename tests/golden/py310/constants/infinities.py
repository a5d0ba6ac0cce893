def infinities():
    return (1e309, -1e309, 1e309j)
