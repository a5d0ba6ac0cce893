"""Structuring: from normalized instructions to statements (one module per idiom)."""
