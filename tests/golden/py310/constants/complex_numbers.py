def complex_numbers():
    return (1j, -2j, (3+4j), 1.5 - 0.5j, complex(0, -0.0), 1e309j)
