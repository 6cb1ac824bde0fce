#!/usr/bin/env bash
# Measures Table API list queries on the embedded instance against nginx serving the same response body as a static
# file, in one run, with wrk: p50 and p99 latency on one connection, and requests per second on many. Then the write
# rate (POSTs from 64 connections), and an instance of LARGE incidents: its seeding time, peak memory, and the p50
# of the same query, of a keyword search and of one incident read by its sys_id. Each figure is printed next to its
# target.
#
#   bash Benchmarks/table-api.sh [INCIDENTS] [SECONDS] [CONNECTIONS] [LARGE]
#   (defaults: 100000 incidents, 10 s, 16 connections, 1000000 for the large instance; LARGE=0 skips it)
set -euo pipefail
cd "$(dirname "$0")/.."
incidents="${1:-100000}"
seconds="${2:-10}"
connections="${3:-16}"
large="${4:-1000000}"
out="$(pwd)/Benchmarks/out/table-api"
mkdir -p "$out"

source Benchmarks/common.sh
install_missing wrk:wrk nginx:nginx-light curl:curl bc:bc
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"

swift build -c release --product nowtape >&2
nowtape=".build/release/nowtape"

pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT

echo "Seeding $incidents incidents..." >&2
seed_started=$(date +%s.%N)
start_instance "$out/instance.log" "$nowtape" --seed-size "$incidents"
seed_seconds=$(echo "$(date +%s.%N) - $seed_started" | bc)

path='/api/now/table/incident?sysparm_query=active%3Dtrue%5EpriorityIN1%2C2%2C3%5EORDERBYDESCopened_at&sysparm_limit=20'
# Sign in once with Basic auth, then send only the session cookie, as a client with a cookie jar does.
curl -sS -u john.doe:password -c "$out/cookies.txt" -D "$out/headers.txt" -o "$out/page.json" "$base$path"
cookie="$(session_cookie "$out/cookies.txt")"
[ -n "$cookie" ] || { echo "Signing in gave no session cookie; see $out/headers.txt" >&2; exit 1; }
rows=$(grep -o '"sys_id"' "$out/page.json" | wc -l)
total=$(grep -i '^x-total-count' "$out/headers.txt" | tr -dc '0-9')
[ "$rows" -eq 20 ] || { echo "Expected 20 rows, got $rows; see $out/page.json" >&2; exit 1; }

# nginx serves the same body and paging headers from a file: the cost of HTTP alone.
nginx_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
link="$(grep -i '^link:' "$out/headers.txt" | cut -d' ' -f2- | tr -d '\r' | sed 's/"/\\"/g')"
cat >"$out/nginx.conf" <<CONF
worker_processes 1;
daemon off;
pid $out/nginx.pid;
error_log $out/nginx-error.log;
events { worker_connections 1024; }
http {
    access_log off;
    server {
        listen 127.0.0.1:$nginx_port;
        location /api/now/table/incident {
            default_type application/json;
            add_header X-Total-Count $total;
            add_header Link "$link";
            alias $out/page.json;
        }
    }
}
CONF
"$nginx_bin" -p "$out" -c "$out/nginx.conf" &
pids+=($!)
sleep 1

run_wrk() { # target threads connections -> "p50_ms p99_ms requests_per_second"
    wrk -t"$2" -c"$3" -d"${seconds}s" --latency -H "Cookie: $cookie" "$1$path" | tee -a "$out/wrk.txt" | wrk_figures
}
: >"$out/wrk.txt"
nginx_url="http://127.0.0.1:$nginx_port"
nginx_latency=$(run_wrk "$nginx_url" 1 1)
nginx_load=$(run_wrk "$nginx_url" 2 "$connections")
nowtape_latency=$(run_wrk "$base" 1 1)
nowtape_load=$(run_wrk "$base" 2 "$connections")
read -r n_p50 n_p99 _ <<<"$nginx_latency"
read -r _ _ n_rps <<<"$nginx_load"
read -r t_p50 t_p99 _ <<<"$nowtape_latency"
read -r _ _ t_rps <<<"$nowtape_load"
non_2xx=$(grep -c 'Non-2xx' "$out/wrk.txt" || true)

# Writes: 64 connections POSTing new incidents, for the write rate.
cat >"$out/post.lua" <<'LUA'
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"short_description":"Written by the benchmark","priority":"3","active":"true"}'
LUA
write_load=$(wrk -t2 -c64 -d"${seconds}s" --latency -s "$out/post.lua" -H "Cookie: $cookie" \
    "$base/api/now/table/incident" | tee -a "$out/wrk.txt" | wrk_figures)
read -r w_p50 w_p99 w_rps <<<"$write_load"
non_2xx=$(grep -c 'Non-2xx' "$out/wrk.txt" || true)
for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
wait 2>/dev/null || true
pids=()

# meets VALUE OP TARGET -> "met" or "NOT met"
meets() { if [ "$(echo "$1 $2 $3" | bc)" -eq 1 ]; then echo "met"; else echo "NOT met"; fi; }
ratio() { echo "scale=1; $1 / $2" | bc; }
printf 'Table API list: %s of %s incidents matching, ORDERBYDESC, sysparm_limit=20 (seeded in %.0f s)\n' \
    "$rows" "$total" "$seed_seconds"
printf '%-22s %10s %10s %12s\n' "" "p50 ms" "p99 ms" "req/s"
printf '%-22s %10s %10s %12s\n' "nowtape instance" "$t_p50" "$t_p99" "$t_rps"
printf '%-22s %10s %10s %12s\n' "nginx (static body)" "$n_p50" "$n_p99" "$n_rps"
printf '%-22s %10s %10s %12s\n' "POST, 64 connections" "$w_p50" "$w_p99" "$w_rps"
printf 'ratio to nginx: p50 %sx, p99 %sx, throughput %sx\n' "$(ratio "$t_p50" "$n_p50")" \
    "$(ratio "$t_p99" "$n_p99")" "$(ratio "$n_rps" "$t_rps")"
printf 'target: p50 %s ms <= 1.5 on 1 connection: %s\n' "$t_p50" "$(meets "$t_p50" '<=' 1.5)"
printf 'target: %s req/s >= 3000 on %s connections: %s\n' "$t_rps" "$connections" "$(meets "$t_rps" '>=' 3000)"
printf 'write rate: %s POSTs/s from 64 connections (no target)\n' "$w_rps"
printf 'latency on 1 connection, throughput on %s connections, %s s each; full wrk output in %s\n' \
    "$connections" "$seconds" "$out/wrk.txt"
if [ "$non_2xx" -gt 0 ]; then echo "Some responses were not 2xx; see $out/wrk.txt" >&2; exit 1; fi

[ "$large" -gt 0 ] || exit 0
# The large instance: seeding time, the same query, a keyword search, one incident by sys_id and a page ordered by a
# choice field on one connection, and peak memory.
echo "Seeding $large incidents..." >&2
seed_started=$(date +%s.%N)
start_instance "$out/large.log" "$nowtape" --seed-size "$large"
large_seconds=$(echo "$(date +%s.%N) - $seed_started" | bc)
curl -sS -u john.doe:password -c "$out/large-cookies.txt" -o /dev/null "$base$path"
cookie="$(session_cookie "$out/large-cookies.txt")"
keyword='/api/now/table/incident?sysparm_query=123TEXTQUERY321%3Dprinter&sysparm_limit=20'
: >"$out/large-wrk.txt"
large_latency=$(wrk -t1 -c1 -d"${seconds}s" --latency -H "Cookie: $cookie" "$base$path" |
    tee -a "$out/large-wrk.txt" | wrk_figures)
keyword_latency=$(wrk -t1 -c1 -d"${seconds}s" --latency -H "Cookie: $cookie" "$base$keyword" |
    tee -a "$out/large-wrk.txt" | wrk_figures)
# A page ordered by a choice field: SQLite sorts every match by the choice key, as no index holds that order.
by_choice='/api/now/table/incident?sysparm_query=active%3Dtrue%5EORDERBYpriority&sysparm_limit=20'
choice_latency=$(wrk -t1 -c1 -d"${seconds}s" --latency -H "Cookie: $cookie" "$base$by_choice" |
    tee -a "$out/large-wrk.txt" | wrk_figures)
# One incident by its sys_id, from the middle of the table: the read every update and delete makes first.
middle=$(curl -sS -H "Cookie: $cookie" \
    "$base/api/now/table/incident?sysparm_fields=sys_id&sysparm_limit=1&sysparm_offset=$((large / 2))" |
    grep -o '[0-9a-f]\{32\}' | head -1)
[ -n "$middle" ] || { echo "No incident at offset $((large / 2))" >&2; exit 1; }
record_latency=$(wrk -t1 -c1 -d"${seconds}s" --latency -H "Cookie: $cookie" \
    "$base/api/now/table/incident/$middle" | tee -a "$out/large-wrk.txt" | wrk_figures)
peak_kb=$(awk '/^VmHWM/ { print $2 }' "/proc/$instance_pid/status")
read -r l_p50 _ _ <<<"$large_latency"
read -r k_p50 _ _ <<<"$keyword_latency"
read -r r_p50 _ _ <<<"$record_latency"
read -r c_p50 _ _ <<<"$choice_latency"
peak_mb=$((peak_kb / 1024))
printf '%s incidents: seeded in %.1f s; target <= 60: %s\n' "$large" "$large_seconds" \
    "$(meets "$large_seconds" '<=' 60)"
printf '%s incidents: the same query p50 %s ms; target <= 3: %s\n' "$large" "$l_p50" "$(meets "$l_p50" '<=' 3)"
printf '%s incidents: keyword search p50 %s ms; target <= 20: %s\n' "$large" "$k_p50" "$(meets "$k_p50" '<=' 20)"
printf '%s incidents: one incident by sys_id p50 %s ms; held to the query target <= 3: %s\n' "$large" "$r_p50" \
    "$(meets "$r_p50" '<=' 3)"
printf '%s incidents: a page ordered by a choice field (ORDERBYpriority) p50 %s ms (no target)\n' "$large" "$c_p50"
printf '%s incidents: peak RSS %s MB; target <= 1024: %s\n' "$large" "$peak_mb" "$(meets "$peak_mb" '<=' 1024)"
if grep -q 'Non-2xx' "$out/large-wrk.txt"; then echo "Some responses were not 2xx; see $out/large-wrk.txt" >&2; exit 1; fi
