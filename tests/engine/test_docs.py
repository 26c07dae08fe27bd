"""The examples in the package docstring run."""

import doctest

import tilegames


def test_package_docstring_example_runs():
    result = doctest.testmod(tilegames)
    assert result.attempted > 0 and result.failed == 0
