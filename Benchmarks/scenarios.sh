#!/usr/bin/env bash
# Scenario throughput: a generated suite of 1,000 scenarios (3 steps each), replayed from cassettes and run against
# the embedded instance in the same run, at --jobs 1 and --jobs 4. Prints steps per second and the replay/embedded
# ratio. Usage: bash Benchmarks/scenarios.sh [SCENARIOS]
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-1000}"
out="Benchmarks/out/scenarios"
rm -rf "$out" && mkdir -p "$out"

swift build -c release --product nowtape >/dev/null
bin="$(swift build -c release --show-bin-path)/nowtape"

echo "Recording $count generated scenarios from the embedded instance…"
"$bin" run --generated "$count" --target record --cassettes "$out/cassettes" 2>/dev/null || {
    echo "recording failed" >&2
    exit 1
}

steps_per_second() {
    python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); s=sum(1 for c in r["scenarios"] for t in c["steps"] if t["status"]!="skipped"); print("%d %.3f %.0f" % (s, r["seconds"], s / r["seconds"]))' "$1"
}

printf "\n%-10s %-5s %8s %9s %10s\n" target jobs steps seconds "steps/s"
declare -A rate
for jobs in 1 4; do
    for target in embedded replay; do
        report="$out/$target-$jobs.json"
        args=(run --generated "$count" --jobs "$jobs" --report json "$report")
        if [ "$target" = replay ]; then args+=(--target replay --cassettes "$out/cassettes"); fi
        "$bin" "${args[@]}" 2>/dev/null
        read -r steps seconds perSecond < <(steps_per_second "$report")
        rate["$target-$jobs"]="$perSecond"
        printf "%-10s %-5s %8s %9s %10s\n" "$target" "$jobs" "$steps" "$seconds" "$perSecond"
    done
done
echo
for jobs in 1 4; do
    python3 -c "print('jobs $jobs: replay / embedded = %.2fx' % (${rate[replay-$jobs]} / ${rate[embedded-$jobs]}))"
done
