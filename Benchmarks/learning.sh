#!/usr/bin/env bash
# Measures learning an instance from recordings: 10,000 Table API interactions (generated, in 100 cassettes) learned
# by `nowtape instance learn` in a release build, its time and peak memory, against Python reading the same
# cassettes' JSON in the same run (the cost of reading them at all); then `--check` over the same recordings, once.
#
#   bash Benchmarks/learning.sh [INTERACTIONS] [ROUNDS]   (defaults: 10000 interactions, 3 rounds)
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-10000}"
rounds="${2:-3}"
root="$(pwd)"
out="$root/Benchmarks/out/learning"
rm -rf "$out"
mkdir -p "$out"

swift build -c release --product nowtape >&2
nowtape="$root/.build/release/nowtape"
python3 Benchmarks/generate_learning_cassettes.py "$out/cassettes" "$count"

# Runs a command and prints its wall time in seconds and its peak resident memory in MiB.
measure() {
    python3 - "$@" <<'PY'
import resource, subprocess, sys, time
start = time.monotonic()
subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
elapsed = time.monotonic() - start
print(f"{elapsed:.2f} {resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024:.0f}")
PY
}

echo "round learn_s learn_MiB json_read_s ratio"
for round in $(seq "$rounds"); do
    read -r learn_s learn_mib < <(measure "$nowtape" instance learn "$out/cassettes" --report "$out/report.json")
    read -r read_s _ < <(measure python3 -c '
import glob, json, sys
for path in sorted(glob.glob(sys.argv[1] + "/*.json")):
    json.load(open(path))
' "$out/cassettes")
    echo "$round $learn_s $learn_mib $read_s $(python3 -c "print(f\"{$learn_s / $read_s:.2f}\")")"
done
# --check replays every recorded GET on the learned instance, at its moment, once.
read -r check_s check_mib < <(measure "$nowtape" instance learn "$out/cassettes" --check --report "$out/check.json")
python3 - "$out/check.json" "$check_s" "$check_mib" <<'PY'
import json, sys
check = json.load(open(sys.argv[1]))["check"]
print(f"--check: {check['exact']} of {check['total']} GETs reproduced exactly, in {sys.argv[2]} s at {sys.argv[3]} MiB")
PY
python3 -c '
import json, sys
report = json.load(open(sys.argv[1]))
records, tables, interactions = report["records"], len(report["tables"]), report["interactions"]
print(f"learned {records} records in {tables} tables from {interactions} interactions")
' "$out/report.json"
