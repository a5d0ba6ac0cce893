def nested_three_levels(a):

    def level1(b):

        def level2(c):

            def level3(d):
                return a + b + c + d
            return level3(1)
        return level2(2)
    return level1(3)
