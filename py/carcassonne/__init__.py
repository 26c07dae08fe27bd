"""Rules engine for the Carcassonne family of tile games."""
__version__ = "0.1.0"
