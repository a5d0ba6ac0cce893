def assert_false_message(x):
    for item in x:
        if item > 0:
            return item
    assert False, 'no positive item'
