#!/usr/bin/env bash
# Measures Table API list queries on the embedded instance against nginx serving the same response body as a static
# file, in one run, with wrk: p50 and p99 latency on one connection, and requests per second on many.
#
#   bash Benchmarks/table-api.sh [INCIDENTS] [SECONDS] [CONNECTIONS]   (defaults: 100000 incidents, 10 s, 16)
set -euo pipefail
cd "$(dirname "$0")/.."
incidents="${1:-100000}"
seconds="${2:-10}"
connections="${3:-16}"
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
"$nowtape" instance serve --port 0 --seed-size "$incidents" >"$out/instance.log" 2>&1 &
pids+=($!)
base=""
for _ in $(seq 1200); do
    base="$(grep -o 'http://127.0.0.1:[0-9]*' "$out/instance.log" | head -1 || true)"
    [ -n "$base" ] && break
    kill -0 "${pids[0]}" 2>/dev/null || { cat "$out/instance.log" >&2; exit 1; }
    sleep 0.5
done
[ -n "$base" ] || { echo "The instance did not start within 10 minutes; see $out/instance.log" >&2; exit 1; }
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

ratio() { echo "scale=1; $1 / $2" | bc; }
printf 'Table API list: %s of %s incidents matching, ORDERBYDESC, sysparm_limit=20 (seeded in %.0f s)\n' \
    "$rows" "$total" "$seed_seconds"
printf '%-22s %10s %10s %12s\n' "" "p50 ms" "p99 ms" "req/s"
printf '%-22s %10s %10s %12s\n' "nowtape instance" "$t_p50" "$t_p99" "$t_rps"
printf '%-22s %10s %10s %12s\n' "nginx (static body)" "$n_p50" "$n_p99" "$n_rps"
printf 'ratio to nginx: p50 %sx, p99 %sx, throughput %sx\n' "$(ratio "$t_p50" "$n_p50")" \
    "$(ratio "$t_p99" "$n_p99")" "$(ratio "$n_rps" "$t_rps")"
printf 'latency on 1 connection, throughput on %s connections, %s s each; full wrk output in %s\n' \
    "$connections" "$seconds" "$out/wrk.txt"
if [ "$non_2xx" -gt 0 ]; then echo "Some responses were not 2xx; see $out/wrk.txt" >&2; exit 1; fi
