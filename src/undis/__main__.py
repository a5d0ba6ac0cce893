"""``python -m undis``: the same as the ``undis`` command."""

from __future__ import annotations

from undis.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
