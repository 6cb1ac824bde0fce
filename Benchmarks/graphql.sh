#!/usr/bin/env bash
# Measures a two-table GraphQL query on the embedded instance against the two Table API calls that fetch the same
# records, in one run, with wrk: GraphQL requests per second against Table API pairs per second.
#
#   bash Benchmarks/graphql.sh [INCIDENTS] [SECONDS] [CONNECTIONS]   (defaults: 10000 incidents, 10 s, 16)
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/common.sh
incidents="${1:-10000}"
seconds="${2:-10}"
connections="${3:-16}"
bench_setup graphql wrk:wrk curl:curl bc:bc python3:python3
echo "Seeding $incidents incidents..." >&2
start_instance "$out/instance.log" .build/release/nowtape --seed-size "$incidents"

# The same records both ways: ten active incidents and ten published articles, with display values.
incidents_path='/api/now/table/incident?sysparm_query=active%3Dtrue%5EORDERBYDESCnumber&sysparm_limit=10&sysparm_display_value=all&sysparm_fields=sys_id,number,short_description,priority,assigned_to'
articles_path='/api/now/table/kb_knowledge?sysparm_query=active%3Dtrue%5EORDERBYDESCpublished&sysparm_limit=10&sysparm_display_value=all&sysparm_fields=sys_id,number,short_description,author,published'
query='{ GlideRecord_Query { incident(queryConditions: \"active=true^ORDERBYDESCnumber\", pagination: {limit: 10, offset: 0}) { _results { sys_id { value } number { value displayValue } short_description { value displayValue } priority { value displayValue } assigned_to { value displayValue } } } kb_knowledge(queryConditions: \"active=true^ORDERBYDESCpublished\", pagination: {limit: 10, offset: 0}) { _results { sys_id { value } number { value displayValue } short_description { value displayValue } author { value displayValue } published { value displayValue } } } } }'
printf '{"query": "%s"}' "$query" >"$out/query.json"

# Sign in once, then send only the session cookie.
curl -sS -u john.doe:password -c "$out/cookies.txt" -o /dev/null "$base$incidents_path"
cookie="$(session_cookie "$out/cookies.txt")"
curl -sS -H "Cookie: $cookie" -X POST -H 'Content-Type: application/json' --data-binary "@$out/query.json" \
    -o "$out/graphql.json" "$base/api/now/graphql"
curl -sS -H "Cookie: $cookie" -o "$out/incidents.json" "$base$incidents_path"
curl -sS -H "Cookie: $cookie" -o "$out/articles.json" "$base$articles_path"
python3 - "$out" <<'PY'
import json, sys
out = sys.argv[1]
graph = json.load(open(f"{out}/graphql.json"))
if "errors" in graph: sys.exit(f"GraphQL answered with errors: {graph['errors']}")
data = graph["data"]["GlideRecord_Query"]
for key, name in (("incident", "incidents"), ("kb_knowledge", "articles")):
    via_graph = [row["sys_id"]["value"] for row in data[key]["_results"]]
    via_table = [row["sys_id"]["value"] for row in json.load(open(f"{out}/{name}.json"))["result"]]
    if via_graph != via_table or len(via_graph) != 10:
        sys.exit(f"GraphQL and the Table API disagree on {key}: {via_graph} against {via_table}")
PY

cat >"$out/graphql.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Cookie"] = "$cookie"
local file = io.open("$out/query.json", "r")
wrk.body = file:read("*a")
file:close()
LUA
cat >"$out/table.lua" <<LUA
wrk.headers["Cookie"] = "$cookie"
local paths = { "$incidents_path", "$articles_path" }
local turn = 0
request = function()
    turn = turn + 1
    return wrk.format("GET", paths[(turn % 2) + 1])
end
LUA

if [ -n "${PROFILE:-}" ]; then # PROFILE=1 records a CPU profile of the instance during the GraphQL run
    (sleep 2 && perf record -F 499 -g -p "$instance_pid" -o "$out/perf.data" -- sleep 6 >/dev/null 2>&1) &
fi
run() { # script path -> "p50 p99 rps"
    wrk -t2 -c"$connections" -d"${seconds}s" --latency -s "$1" "$base$2" | tee -a "$out/wrk.txt" | wrk_figures
}
: >"$out/wrk.txt"
read -r g_p50 g_p99 g_rps <<<"$(run "$out/graphql.lua" /api/now/graphql)"
read -r t_p50 t_p99 t_rps <<<"$(run "$out/table.lua" /)"
if grep -q 'Non-2xx' "$out/wrk.txt"; then echo "Some responses were not 2xx; see $out/wrk.txt" >&2; exit 1; fi
pairs=$(echo "$t_rps / 2" | bc)

printf 'Two tables in one GraphQL query against two Table API calls (10 rows each, display values; %s incidents)\n' \
    "$incidents"
printf '%-34s %10s %10s %14s\n' "" "p50 ms" "p99 ms" "answers/s"
printf '%-34s %10s %10s %14s\n' "GraphQL, one request" "$g_p50" "$g_p99" "$g_rps"
printf '%-34s %10s %10s %14s\n' "Table API, two requests (each)" "$t_p50" "$t_p99" "$pairs"
ratio=$(echo "scale=2; $g_rps / $pairs" | bc)
verdict=$([ "$(echo "$ratio >= 0.8" | bc)" -eq 1 ] && echo met || echo "NOT met")
printf 'GraphQL answers per second / Table API pairs per second: %s (target: at least 0.8: %s)\n' "$ratio" "$verdict"
printf '%s connections, %s s each; full wrk output in %s\n' "$connections" "$seconds" "$out/wrk.txt"
