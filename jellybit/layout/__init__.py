"""Layout: where files go in the Jellyfin library, and putting them there safely (SPEC §8).

``naming`` is the only place library names are made; ``safety`` the only place paths are judged;
``plan`` (pure) → ``apply`` (hard links, crash-safe) → ``undo``; ``desync`` keeps ``done`` honest;
``linker`` is the worker's job body. The contract is in docs/layout.md.
"""
