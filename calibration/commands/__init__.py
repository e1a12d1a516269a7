"""The ``sgb`` subcommands, one module each: argument parsing, a call into the computation,
the exit code. Each module exposes ``add_parser(subparsers)``, which sets ``run`` as the
parser default, and imports its computation only when it runs, so ``--help`` stays fast.
"""
