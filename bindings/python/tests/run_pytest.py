"""Runs the pytest suite of the Python module for ctest: exit 77 (a SKIP in
ctest, with the reason) where pytest is not installed."""
import sys

try:
    import pytest
except ImportError:
    print("SKIP: pytest is not installed (python3-pytest; scripts/install-deps.sh)")
    sys.exit(77)

sys.exit(pytest.main(["-q", "-p", "no:cacheprovider", sys.argv[1]]))
