"""The tools: the command line (``constantinopolis ...``) and the documentation generator."""
