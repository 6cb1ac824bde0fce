#!/usr/bin/env python3
"""Lists the failed tests of a Swift Testing xUnit file, one `Module.Suite/function` filter per line.

With --explain, prints each failure's message as well, for the end of the CI log."""
import re
import sys
import xml.etree.ElementTree as ElementTree


def failures(path):
    for case in ElementTree.parse(path).getroot().iter("testcase"):
        failure = case.find("failure")
        if failure is None:
            failure = case.find("error")
        if failure is None:
            continue
        function = re.sub(r"\(.*\)$", "", case.get("name", ""))
        yield case.get("classname", ""), function, failure.get("message", "") or (failure.text or "")


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: failed-tests.py XUNIT_FILE [--explain]")
    explain = "--explain" in sys.argv[2:]
    seen = set()
    for classname, function, message in failures(sys.argv[1]):
        name = f"{classname}/{function}"
        if explain:
            print(f"  {name}: {message.strip()[:400]}")
        elif name not in seen:
            print(re.escape(name))
        seen.add(name)


if __name__ == "__main__":
    main()
