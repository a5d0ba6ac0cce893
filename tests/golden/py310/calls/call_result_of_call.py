def call_result_of_call(n):

    def make(k):
        return lambda v: v + k
    return (make(n)(1), (lambda: n)())
