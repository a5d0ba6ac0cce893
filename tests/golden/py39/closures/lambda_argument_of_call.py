def lambda_argument_of_call(n):
    box = [n]
    call = lambda f: f()
    return call(lambda: box[0] + 1)
