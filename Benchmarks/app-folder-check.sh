#!/usr/bin/env bash
# Times `nowtape updateset check` on an application kept as a source-control folder (one <record_update> file per
# record) against `xmllint --noout` parsing the same files, in one run, and reports the time ratio. The folder is
# the generated update set of updateset-check.sh written out record by record.
#
#   bash Benchmarks/app-folder-check.sh [SIZE_MB] [RUNS]      (defaults: 40 MB, 3 runs each; medians are reported)
#
# NOWTAPE_BIN=PATH measures another build of nowtape instead of this package's.
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/common.sh
size_mb="${1:-40}"
runs="${2:-3}"
out="Benchmarks/out"
mkdir -p "$out"

install_missing xmllint:libxml2-utils /usr/bin/time:time

file="$out/update-set-${size_mb}mb.xml"
folder="$out/app-folder-${size_mb}mb"
if [ ! -f "$file" ]; then
    python3 Benchmarks/generate_update_set.py --size-mb "$size_mb" --out "$file" >&2
fi
if [ ! -d "$folder" ]; then
    python3 - "$file" "$folder" <<'PY'
import html, os, re, sys
source, folder = sys.argv[1], sys.argv[2]
os.makedirs(os.path.join(folder, "update"))
text = open(source, encoding="utf-8").read()
for index, payload in enumerate(re.findall(r"<payload>(.*?)</payload>", text, re.S)):
    # A CDATA payload is split where its own text holds "]]>": its text is every section's, joined.
    sections = re.findall(r"<!\[CDATA\[(.*?)\]\]>", payload, re.S)
    record = "".join(sections) if payload.lstrip().startswith("<![CDATA[") else html.unescape(payload)
    table = re.search(r'record_update table="([^"]+)"', record)
    name = f"{table.group(1) if table else 'record'}_{index:032x}.xml"
    with open(os.path.join(folder, "update", name), "w", encoding="utf-8") as out:
        out.write(record)
PY
fi
swift build -c release --product nowtape >&2
nowtape="${NOWTAPE_BIN:-.build/release/nowtape}"
find "$folder" -name '*.xml' -exec cat {} + >/dev/null # warm the page cache so both tools read from memory


xmllint_runs=()
nowtape_runs=()
scripts_runs=()
for _ in $(seq "$runs"); do
    xmllint_runs+=("$(measure sh -c "find '$folder' -name '*.xml' -print0 | xargs -0 xmllint --noout")")
    nowtape_runs+=("$(measure "$nowtape" updateset check "$folder" --format json --no-scripts)")
    scripts_runs+=("$(measure "$nowtape" updateset check "$folder" --format json)")
done
files=$(find "$folder" -name '*.xml' | wc -l)
xmllint_time=$(printf '%s\n' "${xmllint_runs[@]}" | cut -d' ' -f1 | median)
nowtape_time=$(printf '%s\n' "${nowtape_runs[@]}" | cut -d' ' -f1 | median)
scripts_time=$(printf '%s\n' "${scripts_runs[@]}" | cut -d' ' -f1 | median)
nowtape_kb=$(printf '%s\n' "${scripts_runs[@]}" | cut -d' ' -f2 | sort -n | tail -1)

printf 'folder: %s (%d record files)\n' "$folder" "$files"
printf '%-40s %8s s\n' "xmllint --noout (every file)" "$xmllint_time"
printf '%-40s %8s s\n' "nowtape updateset check --no-scripts" "$nowtape_time"
printf '%-40s %8s s  %8s MB peak\n' "nowtape updateset check" "$scripts_time" "$((nowtape_kb / 1024))"
awk -v n="$nowtape_time" -v x="$xmllint_time" 'BEGIN { printf "time ratio nowtape/xmllint, structural rules: %.2fx\n", n / x }'
awk -v n="$scripts_time" -v x="$xmllint_time" 'BEGIN { r = n / x
    printf "time ratio nowtape/xmllint, every script compiled: %.2fx (target: at most 3x: %s)\n", r, (r <= 3 ? "met" : "NOT met") }'
