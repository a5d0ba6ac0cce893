def nested_calls(x):
    return (len(str(abs(int(x)))), list(map(int, str(abs(int(x))))))
