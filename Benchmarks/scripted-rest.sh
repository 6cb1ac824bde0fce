#!/usr/bin/env bash
# Measures the Task Tracker's scripted REST GET (the My Work update set's own scripts, run on JavaScriptCore in a
# warm context per request) against a plain Table API GET of the same tasks, in one run, with wrk; then the
# instance's memory while 8 scripts run at once, and the Table API's rate while 8 runaway scripts spin to their limit.
#
#   bash Benchmarks/scripted-rest.sh [INCIDENTS] [SECONDS] [CONNECTIONS]   (defaults: 10000 incidents, 10 s, 8)
#
# NOWTAPE_BIN=PATH measures another build of nowtape (an earlier one, to compare) instead of this package's.
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/common.sh
incidents="${1:-10000}"
seconds="${2:-10}"
connections="${3:-8}"
bench_setup scripted-rest wrk:wrk curl:curl bc:bc python3:python3
# A set with one operation that never ends, for the runaway part.
python3 - "$out/runaway.xml" <<'PY'
import sys
def record(table, fields):
    body = "".join(f"<{k}>{v}</{k}>" for k, v in fields)
    return (f'<sys_update_xml action="INSERT_OR_UPDATE"><action>INSERT_OR_UPDATE</action><name>{table}_{fields[0][1]}'
            f'</name><payload><![CDATA[<?xml version="1.0" encoding="UTF-8"?><record_update table="{table}">'
            f'<{table} action="INSERT_OR_UPDATE">{body}</{table}></record_update>]]></payload></sys_update_xml>')
updates = [
    record("sys_ws_definition", [("sys_id", "b" * 32), ("active", "true"), ("name", "Spin"), ("namespace", "x_bench"),
                                 ("service_id", "spin"), ("base_uri", "/api/x_bench/spin"), ("is_versioned", "false")]),
    record("sys_ws_operation", [("sys_id", "c" * 32), ("active", "true"), ("name", "Spin"), ("http_method", "GET"),
                                ("relative_path", "/"), ("operation_uri", "/api/x_bench/spin"),
                                ("requires_authentication", "true"), ("web_service_definition", "b" * 32),
                                ("operation_script", "(function process(request, response) { "
                                 "for (;;) { try { while (true) {} } catch (e) {} } })(request, response);")]),
]
open(sys.argv[1], "w").write('<?xml version="1.0" encoding="UTF-8"?><unload unload_date="2026-01-01 00:00:00">'
    '<sys_remote_update_set action="INSERT_OR_UPDATE"><name>Spin</name><application_scope>x_bench'
    '</application_scope></sys_remote_update_set>' + "".join(updates) + "</unload>")
PY
echo "Seeding $incidents incidents and installing the My Work update set..." >&2
start_instance "$out/instance.log" "${NOWTAPE_BIN:-.build/release/nowtape}" --seed-size "$incidents" \
    --update-set UpdateSets/my_work_task_tracker.xml --update-set "$out/runaway.xml" --script-timeout 2000 \
    --script-concurrency 8 --script-queue 64

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
# Both paths warm up first: the engine's contexts load the prelude and compile it, the store fills its caches.
wrk -t2 -c"$connections" -d3s -s "$out/cookie.lua" "$base$tracker_path" >/dev/null
wrk -t2 -c"$connections" -d3s -s "$out/cookie.lua" "$base$table_path" >/dev/null
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

# Memory while 8 scripts run at once: the instance's resident set before, and its peak during 8 connections of
# scripted GETs.
rss_kib() { awk '/^VmRSS/ { print $2 }' "/proc/$instance_pid/status"; }
hwm_kib() { awk '/^VmHWM/ { print $2 }' "/proc/$instance_pid/status"; }
idle_rss=$(rss_kib)
wrk -t2 -c8 -d"${seconds}s" -s "$out/cookie.lua" "$base$tracker_path" >/dev/null
printf 'Resident memory: %s MiB idle, %s MiB at most while 8 scripted requests ran at once\n' \
    "$((idle_rss / 1024))" "$(($(hwm_kib) / 1024))"

# Eight runaway scripts (an endless loop that catches every error) against the Table API: the Table API's rate with
# eight scripts spinning to their 2-second limit over and over, against its rate alone.
read -r _ _ alone_rps <<<"$(wrk -t1 -c4 -d"${seconds}s" --latency -s "$out/cookie.lua" "$base$table_path" | wrk_figures)"
wrk -t2 -c8 -d"$((seconds + 4))s" --timeout 10s -s "$out/cookie.lua" "$base/api/x_bench/spin" >"$out/spin.txt" &
spin_pid=$!
sleep 2
read -r _ _ busy_rps <<<"$(wrk -t1 -c4 -d"${seconds}s" --latency -s "$out/cookie.lua" "$base$table_path" | wrk_figures)"
wait "$spin_pid" || true
slowdown=$(echo "scale=2; $alone_rps / $busy_rps" | bc)
verdict=$([ "$(echo "$slowdown <= 2" | bc)" -eq 1 ] && echo met || echo "NOT met")
printf 'Table API: %s requests/s alone, %s with 8 runaway scripts spinning: %sx slower (target: at most 2x: %s)\n' \
    "$alone_rps" "$busy_rps" "$slowdown" "$verdict"
# The instance writes its log through a buffer; stopping it flushes the lines counted here.
kill "$instance_pid" 2>/dev/null || true
wait "$instance_pid" 2>/dev/null || true
(grep -c 'ran longer than its limit' "$out/instance.log" || true) | xargs printf 'Runaway scripts stopped at their limit: %s\n'
