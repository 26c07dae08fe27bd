"""The examples in the package docstring run."""

import doctest

import carcassonne


def test_package_docstring_example_runs():
    result = doctest.testmod(carcassonne)
    assert result.attempted > 0 and result.failed == 0
