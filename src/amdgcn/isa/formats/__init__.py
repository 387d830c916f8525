"""One module per encoding family: bit layout, operand syntax, encode and decode.

Each module exports ``FORMAT`` (or ``FORMATS``); see :mod:`amdgcn.isa.core` for the protocol.
"""
