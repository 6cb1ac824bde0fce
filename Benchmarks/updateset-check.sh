#!/usr/bin/env bash
# Times `nowtape updateset check` against `xmllint --stream --noout` on the same generated update set, in one run,
# and reports the time ratio and both tools' peak memory.
#
#   bash Benchmarks/updateset-check.sh [SIZE_MB] [RUNS]      (defaults: 220 MB, 3 runs each; medians are reported)
#
# NOWTAPE_BIN=PATH measures another build of nowtape (an earlier one, to compare) instead of this package's.
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/common.sh
size_mb="${1:-220}"
runs="${2:-3}"
out="Benchmarks/out"
mkdir -p "$out"

install_missing xmllint:libxml2-utils /usr/bin/time:time

file="$out/update-set-${size_mb}mb.xml"
if [ ! -f "$file" ]; then
    python3 Benchmarks/generate_update_set.py --size-mb "$size_mb" --out "$file" >&2
fi
swift build -c release --product nowtape >&2
nowtape="${NOWTAPE_BIN:-.build/release/nowtape}"
cat "$file" >/dev/null # warm the page cache so both tools read from memory


xmllint_runs=()
nowtape_runs=()
# The full check also runs the script rules, which compile every script on JavaScriptCore and scan it for the
# features its mode and release refuse.
scripts_runs=()
for _ in $(seq "$runs"); do
    xmllint_runs+=("$(measure xmllint --stream --noout "$file")")
    nowtape_runs+=("$(measure "$nowtape" updateset check "$file" --format json --no-scripts)")
    scripts_runs+=("$(measure "$nowtape" updateset check "$file" --format json)")
done
scripts_time=$(printf '%s\n' "${scripts_runs[@]}" | cut -d' ' -f1 | median)
scripts_kb=$(printf '%s\n' "${scripts_runs[@]}" | cut -d' ' -f2 | sort -n | tail -1)
scripts_count=$(grep -c '<sys_update_xml' "$file" || true)
xmllint_time=$(printf '%s\n' "${xmllint_runs[@]}" | cut -d' ' -f1 | median)
nowtape_time=$(printf '%s\n' "${nowtape_runs[@]}" | cut -d' ' -f1 | median)
xmllint_kb=$(printf '%s\n' "${xmllint_runs[@]}" | cut -d' ' -f2 | sort -n | tail -1)
nowtape_kb=$(printf '%s\n' "${nowtape_runs[@]}" | cut -d' ' -f2 | sort -n | tail -1)
bytes=$(stat -c %s "$file")

printf 'file: %s (%d MB)\n' "$file" $((bytes / 1048576))
printf '%-32s %8s s  %8s MB peak\n' "xmllint --stream --noout" "$xmllint_time" "$((xmllint_kb / 1024))"
printf '%-32s %8s s  %8s MB peak\n' "nowtape updateset check --no-scripts" "$nowtape_time" "$((nowtape_kb / 1024))"
printf '%-32s %8s s  %8s MB peak  (every script compiled; %s entries)\n' "nowtape updateset check" "$scripts_time" \
    "$((scripts_kb / 1024))" "$scripts_count"
awk -v n="$nowtape_time" -v x="$xmllint_time" 'BEGIN { r = n / x
    printf "time ratio nowtape/xmllint: %.2fx (target: at most 1.3x: %s)\n", r, (r <= 1.3 ? "met" : "NOT met") }'
awk -v n="$scripts_time" -v x="$xmllint_time" 'BEGIN { r = n / x
    printf "with every script compiled, nowtape/xmllint: %.2fx (target: at most 3x: %s)\n", r, (r <= 3 ? "met" : "NOT met") }'
[ $((nowtape_kb / 1024)) -lt 100 ] && echo "peak memory under 100 MB: yes (target: flat)" ||
    echo "peak memory under 100 MB: NO (target: flat)"
[ $((scripts_kb / 1024)) -lt 100 ] && echo "peak memory with every script compiled under 100 MB: yes (target: flat)" ||
    echo "peak memory with every script compiled under 100 MB: NO (target: flat)"
