#!/usr/bin/env bash
# Measures NowTape's replay server and recording proxy in one run, each driven by wrk at 32 connections, against
# nginx serving the same response bytes, mitmproxy 11.0.2's server replay, and mitmproxy recording as a reverse proxy.
# Both recorders forward to the same nginx, so the figures are the proxies' own cost.
#
#   bash Benchmarks/record-replay.sh [SECONDS] [CONNECTIONS]      (defaults: 10 s, 32 connections)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-10}"
connections="${2:-32}"
root="$(pwd)"
out="$root/Benchmarks/out/record-replay"
rm -rf "$out"
mkdir -p "$out"

source Benchmarks/common.sh
install_missing wrk:wrk nginx:nginx-light curl:curl bc:bc ensurepip:python3-venv
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"
install_mitmproxy

swift build -c release --product nowtape >&2
nowtape="$root/.build/release/nowtape"

pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT
stop() { # pid: SIGINT, then wait up to a minute for a clean exit
    kill -INT "$1" 2>/dev/null || true
    for _ in $(seq 300); do kill -0 "$1" 2>/dev/null || return 0; sleep 0.2; done
    kill -9 "$1" 2>/dev/null || true
}

# The response every server gives: one Table API page from the embedded instance, served by nginx as a file.
instance_port=$(free_port)
"$nowtape" instance serve --port "$instance_port" >"$out/instance.log" 2>&1 &
pids+=($!)
wait_for "$instance_port"
path='/api/now/table/incident?sysparm_limit=1&sysparm_query=ORDERBYnumber'
curl -sS -u john.doe:password -o "$out/page.json" "http://127.0.0.1:$instance_port$path"
nginx_port=$(free_port)
cat >"$out/nginx.conf" <<CONF
worker_processes 1;
daemon off;
pid $out/nginx.pid;
error_log $out/nginx-error.log;
events { worker_connections 4096; }
http {
    access_log off;
    server {
        listen 127.0.0.1:$nginx_port;
        location / { default_type application/json; root $out; try_files /page.json =404; }
    }
}
CONF
"$nginx_bin" -p "$out" -c "$out/nginx.conf" &
pids+=($!)
wait_for "$nginx_port"

run_wrk() { # name url -> "rps p50 p99", and the report appended to wrk.txt
    local report
    report="$(wrk -t2 -c"$connections" -d"${seconds}s" --latency "$2$path")"
    printf '== %s\n%s\n' "$1" "$report" >>"$out/wrk.txt"
    if echo "$report" | grep -q 'Non-2xx'; then echo "$1 answered with errors; see $out/wrk.txt" >&2; exit 1; fi
    local rps p50 p99
    read -r p50 p99 rps <<<"$(echo "$report" | wrk_figures)"
    echo "$rps $p50 $p99"
}

# One-interaction recordings to replay, made by each tool.
port=$(free_port)
"$nowtape" record --upstream "http://127.0.0.1:$nginx_port" --cassette "$out/one.json" --mode all --port "$port" \
    >"$out/record-one.log" 2>&1 &
pid=$!
wait_for "$port"
curl -sS -o /dev/null "http://127.0.0.1:$port$path"
stop "$pid"
port=$(free_port)
"$mitmdump" -q --mode "reverse:http://127.0.0.1:$nginx_port" -p "$port" -w "$out/one.mitm" \
    >"$out/mitm-record-one.log" 2>&1 &
pid=$!
wait_for "$port"
curl -sS -o /dev/null "http://127.0.0.1:$port$path"
stop "$pid"

nginx_result=$(run_wrk "nginx (static file)" "http://127.0.0.1:$nginx_port")

port=$(free_port)
"$nowtape" replay "$out/one.json" --port "$port" >"$out/replay.log" 2>&1 &
pid=$!
wait_for "$port"
replay_result=$(run_wrk "nowtape replay" "http://127.0.0.1:$port")
stop "$pid"

port=$(free_port)
"$mitmdump" -q --mode "reverse:http://127.0.0.1:$nginx_port" -p "$port" --server-replay "$out/one.mitm" \
    --set server_replay_reuse=true --set server_replay_extra=kill --set server_replay_ignore_host=true \
    --set connection_strategy=lazy \
    >"$out/mitm-replay.log" 2>&1 &
pid=$!
wait_for "$port"
mitm_replay_result=$(run_wrk "mitmproxy server replay" "http://127.0.0.1:$port")
stop "$pid"

port=$(free_port)
"$nowtape" record --upstream "http://127.0.0.1:$nginx_port" --cassette "$out/load.json" --mode all --port "$port" \
    >"$out/record.log" 2>&1 &
pid=$!
wait_for "$port"
record_result=$(run_wrk "nowtape record" "http://127.0.0.1:$port")
stop "$pid"

port=$(free_port)
"$nowtape" record --upstream "http://127.0.0.1:$nginx_port" --cassette "$out/load-sync.json" --mode all \
    --port "$port" --sync-journal >"$out/record-sync.log" 2>&1 &
pid=$!
wait_for "$port"
record_sync_result=$(run_wrk "nowtape record --sync-journal" "http://127.0.0.1:$port")
stop "$pid"

# For reference, what a plain reverse proxy without recording manages on this machine: nginx with keep-alive
# upstream connections, forwarding to the same nginx.
proxy_port=$(free_port)
cat >"$out/nginx-proxy.conf" <<CONF
worker_processes 1;
daemon off;
pid $out/nginx-proxy.pid;
error_log $out/nginx-proxy-error.log;
events { worker_connections 4096; }
http {
    access_log off;
    upstream static { server 127.0.0.1:$nginx_port; keepalive 64; }
    server {
        listen 127.0.0.1:$proxy_port;
        location / { proxy_pass http://static; proxy_http_version 1.1; proxy_set_header Connection ""; }
    }
}
CONF
"$nginx_bin" -p "$out" -c "$out/nginx-proxy.conf" &
pid=$!
wait_for "$proxy_port"
nginx_proxy_result=$(run_wrk "nginx reverse proxy (no recording)" "http://127.0.0.1:$proxy_port")
stop "$pid"

port=$(free_port)
"$mitmdump" -q --mode "reverse:http://127.0.0.1:$nginx_port" -p "$port" -w "$out/load.mitm" \
    >"$out/mitm-record.log" 2>&1 &
pid=$!
wait_for "$port"
mitm_record_result=$(run_wrk "mitmproxy reverse-proxy recording" "http://127.0.0.1:$port")
stop "$pid"

ratio() { echo "scale=2; $1 / $2" | bc; }
read -r n_rps n_p50 n_p99 <<<"$nginx_result"
read -r r_rps r_p50 r_p99 <<<"$replay_result"
read -r mr_rps mr_p50 mr_p99 <<<"$mitm_replay_result"
read -r c_rps c_p50 c_p99 <<<"$record_result"
read -r mc_rps mc_p50 mc_p99 <<<"$mitm_record_result"
read -r cs_rps cs_p50 cs_p99 <<<"$record_sync_result"
read -r np_rps np_p50 np_p99 <<<"$nginx_proxy_result"
printf 'wrk, %s connections, %s s each, %s bytes per response\n' "$connections" "$seconds" "$(wc -c <"$out/page.json")"
printf '%-36s %10s %10s %10s\n' "" "req/s" "p50 ms" "p99 ms"
printf '%-36s %10s %10s %10s\n' "nginx (static file)" "$n_rps" "$n_p50" "$n_p99"
printf '%-36s %10s %10s %10s\n' "nowtape replay" "$r_rps" "$r_p50" "$r_p99"
printf '%-36s %10s %10s %10s\n' "mitmproxy server replay" "$mr_rps" "$mr_p50" "$mr_p99"
printf '%-36s %10s %10s %10s\n' "nowtape record" "$c_rps" "$c_p50" "$c_p99"
printf '%-36s %10s %10s %10s\n' "nowtape record --sync-journal" "$cs_rps" "$cs_p50" "$cs_p99"
printf '%-36s %10s %10s %10s\n' "nginx reverse proxy (no recording)" "$np_rps" "$np_p50" "$np_p99"
printf '%-36s %10s %10s %10s\n' "mitmproxy reverse-proxy recording" "$mc_rps" "$mc_p50" "$mc_p99"
printf 'replay: %s of nginx, %sx mitmproxy server replay\n' "$(ratio "$r_rps" "$n_rps")" "$(ratio "$r_rps" "$mr_rps")"
printf 'record: %sx mitmproxy recording (--sync-journal: %sx); %s of nginx proxying without recording\n' \
    "$(ratio "$c_rps" "$mc_rps")" "$(ratio "$cs_rps" "$mc_rps")" "$(ratio "$c_rps" "$np_rps")"
printf 'recorded by nowtape under load: %s interactions\n' \
    "$(grep -c '"recorded_at"' "$out/load.json" || true)"
