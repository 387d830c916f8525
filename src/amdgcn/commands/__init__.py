"""One module per ``amdgcn`` subcommand: ``add_arguments(parser)`` and ``run(args) -> int``."""
