#!/usr/bin/env bash
# Measures the Task Tracker's scripted REST GET (the My Work update set's own scripts, run on Duktape with a fresh
# heap per request) against a plain Table API GET of the same tasks, in one run, with wrk; then what Duktape alone
# costs for the script's own loop over the same tasks, which bounds the ratio.
#
#   bash Benchmarks/scripted-rest.sh [INCIDENTS] [SECONDS] [CONNECTIONS]   (defaults: 10000 incidents, 10 s, 8)
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/common.sh
incidents="${1:-10000}"
seconds="${2:-10}"
connections="${3:-8}"
bench_setup scripted-rest wrk:wrk curl:curl bc:bc python3:python3 duk:duktape
echo "Seeding $incidents incidents and installing the My Work update set..." >&2
start_instance "$out/instance.log" .build/release/nowtape --seed-size "$incidents" \
    --update-set UpdateSets/my_work_task_tracker.xml

john=ea2bc1b14f4212008a5ab895f110c7d1
tracker_path='/api/x_snc_my_work/v1/tracker/task'
table_path="/api/now/v2/table/task?sysparm_query=assigned_to%3D$john%5Eactive%3Dtrue%5EORDERBYsys_class_name%5EORDERBYnumber&sysparm_fields=sys_id,number,short_description,sys_class_name,sys_created_on&sysparm_limit=10000"

# Sign in once, then send only the session cookie; both answers must list the same tasks.
curl -sS -u john.doe:password -c "$out/cookies.txt" -o /dev/null "$base$tracker_path"
cookie="$(session_cookie "$out/cookies.txt")"
curl -sS -H "Cookie: $cookie" -o "$out/tracker.json" "$base$tracker_path"
curl -sS -H "Cookie: $cookie" -o "$out/table.json" "$base$table_path"
tasks=$(python3 - "$out" <<'PY'
import json, sys
out = sys.argv[1]
tracker = json.load(open(f"{out}/tracker.json"))["result"]
via_script = sorted(task["sys_id"] for group in tracker.values() for task in group)
via_table = sorted(row["sys_id"] for row in json.load(open(f"{out}/table.json"))["result"])
if via_script != via_table or not via_script:
    sys.exit(f"The Task Tracker and the Table API disagree: {len(via_script)} against {len(via_table)} tasks")
print(len(via_script))
PY
)

cat >"$out/cookie.lua" <<LUA
wrk.headers["Cookie"] = "$cookie"
LUA
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$instance_pid/stat"; }
run() { # path -> "p50 p99 rps cpu_ms_per_request"
    local before after figures requests
    before=$(cpu_ticks)
    figures=$(wrk -t2 -c"$connections" -d"${seconds}s" --latency -s "$out/cookie.lua" "$base$1" |
        tee -a "$out/wrk.txt" | tee "$out/last-run.txt" | wrk_figures)
    after=$(cpu_ticks)
    requests=$(awk '/requests in/ { print $1 }' "$out/last-run.txt")
    echo "$figures $(echo "scale=2; ($after - $before) * 1000 / $(getconf CLK_TCK) / $requests" | bc)"
}
: >"$out/wrk.txt"
read -r s_p50 s_p99 s_rps s_cpu <<<"$(run "$tracker_path")"
read -r t_p50 t_p99 t_rps t_cpu <<<"$(run "$table_path")"
if grep -q 'Non-2xx' "$out/wrk.txt"; then echo "Some responses were not 2xx; see $out/wrk.txt" >&2; exit 1; fi

printf "john.doe's %s active tasks: the Task Tracker's scripted GET against a Table API GET (%s incidents)\n" \
    "$tasks" "$incidents"
printf '%-36s %10s %10s %12s %18s\n' "" "p50 ms" "p99 ms" "requests/s" "CPU ms a request"
printf '%-36s %10s %10s %12s %18s\n' "GET tracker/task (scripted REST)" "$s_p50" "$s_p99" "$s_rps" "$s_cpu"
printf '%-36s %10s %10s %12s %18s\n' "GET table/task (Table API)" "$t_p50" "$t_p99" "$t_rps" "$t_cpu"
ratio=$(echo "scale=2; $s_rps / $t_rps" | bc)
verdict=$([ "$(echo "$ratio >= 0.75" | bc)" -eq 1 ] && echo met || echo "NOT met")
printf 'Scripted REST requests per second / Table API requests per second: %s (target: at least 0.75: %s)\n' \
    "$ratio" "$verdict"
printf '%s connections, %s s each; full wrk output in %s\n' "$connections" "$seconds" "$out/wrk.txt"

# What the engine alone costs: the Task Tracker's loop (group by class, one summary object per task, JSON out) over
# the same tasks as plain JavaScript objects, with no GlideRecord, store, heap set-up or HTTP, in Duktape's own
# command-line interpreter. A scripted request does that work and more, so the Table API's time for the same answer
# divided by it bounds the rate ratio any Duktape-run script can reach.
python3 - "$out" <<'PY'
import json, sys
out = sys.argv[1]
rows = json.load(open(f"{out}/table.json"))["result"]
with open(f"{out}/floor.js", "w") as script:
    script.write("var rows = " + json.dumps(rows) + ";\n")
    script.write("""
var base = 'http://127.0.0.1/';
function summarize(row) {
    return { short_desc: row.short_description, snowui: base + row.sys_class_name + '.do?sys_id=' + row.sys_id,
             number: row.number, sys_id: row.sys_id,
             link: base + 'api/now/v2/table/' + row.sys_class_name + '/' + row.sys_id, created: row.sys_created_on };
}
var runs = 200, start = Date.now(), text = '';
for (var run = 0; run < runs; run++) {
    var tasks = {};
    for (var i = 0; i < rows.length; i++) {
        var group = rows[i].sys_class_name;
        if (!tasks[group]) { tasks[group] = []; }
        tasks[group].push(summarize(rows[i]));
    }
    text = JSON.stringify({ result: tasks });
}
print(((Date.now() - start) / runs).toFixed(3));
""")
PY
floor_ms="$(duk "$out/floor.js")"
read -r t1_p50 _ _ <<<"$(wrk -t1 -c1 -d"${seconds}s" --latency -s "$out/cookie.lua" "$base$table_path" | wrk_figures)"
bound=$(echo "scale=2; $t1_p50 / $floor_ms" | bc)
printf 'Duktape alone, the same loop over plain objects: %s ms a request; the Table API answer: %s ms (p50, one connection)\n' \
    "$floor_ms" "$t1_p50"
printf 'So no Duktape-run script that builds this answer passes about %s of the Table API rate\n' "$bound"
