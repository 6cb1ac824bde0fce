#!/usr/bin/env bash
# The products a package of suites or a Swift Testing target uses must build with Swift alone: their targets may not
# reach libxml2 (CLibXML2) or JavaScriptCore (CJavaScriptCore). Only NowTapeEmbedded and the runner bring them.
set -euo pipefail
cd "$(dirname "$0")/.."
swift package describe --type json | python3 -c '
import json, sys
targets = {t["name"]: t for t in json.load(sys.stdin)["targets"]}
def closure(name, seen):
    for dep in targets[name].get("target_dependencies", []):
        if dep not in seen:
            seen.add(dep)
            closure(dep, seen)
    return seen
failed = False
for product in ["ScenarioDSL", "NowTapeTesting", "NowTapeTransports", "NowClient", "Cassettes"]:
    system = sorted(closure(product, set()) & {"CLibXML2", "CJavaScriptCore"})
    if system:
        failed = True
        names = " and ".join(system)
        print(f"{product} reaches {names}: it must build without system libraries; move that dependency behind "
              "NowTapeEmbedded")
    else:
        print(f"{product}: no system library")
sys.exit(1 if failed else 0)
'
