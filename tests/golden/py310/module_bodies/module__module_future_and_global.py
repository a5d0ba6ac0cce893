"""Doc."""
from __future__ import annotations
global hook
import os

def setup():
    global hook
    hook = os.sep
hook: str | None = None
setup()
