"""The only package that knows opcode numbers and per-version differences."""

from undis.bytecode.instructions import Bytecode, CallInfo, Handler, Instr, dump, read
from undis.bytecode.versions import VersionFacts, facts

__all__ = ["Bytecode", "CallInfo", "Handler", "Instr", "VersionFacts", "dump", "facts", "read"]
