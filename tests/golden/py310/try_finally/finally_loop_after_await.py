async def finally_loop_after_await(test, cleanups):
    try:
        return await test()
    finally:
        while cleanups:
            await cleanups.pop()()
