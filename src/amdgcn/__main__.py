"""``python -m amdgcn`` runs the command line."""

from amdgcn.cli import main

raise SystemExit(main())
