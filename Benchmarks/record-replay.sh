#!/usr/bin/env bash
# Measures NowTape's replay server and recording proxy in one run, on the same response bytes, against nginx serving
# them from a file (plain and HTTPS), nginx as a plain reverse proxy, and mitmproxy 11.0.2 replaying and recording as
# a reverse proxy and as a forward proxy with TLS interception. The recorders forward to the same nginx, so the
# figures are the proxies' own cost. wrk drives everything it can; the forward proxies are driven by
# connect-load.js, which opens CONNECT tunnels, since wrk cannot.
#
#   bash Benchmarks/record-replay.sh [SECONDS] [CONNECTIONS] [ROUNDS]   (defaults: 10 s, 32 connections, 3 rounds)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-10}"
connections="${2:-32}"
rounds="${3:-3}"
root="$(pwd)"
out="$root/Benchmarks/out/record-replay"
rm -rf "$out"
mkdir -p "$out"

source Benchmarks/common.sh
install_missing wrk:wrk nginx:nginx-light curl:curl bc:bc ensurepip:python3-venv openssl:openssl node:nodejs
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"
install_mitmproxy

swift build -c release --product nowtape >&2
swift build -c release --product nio-proxy-floor >&2
nowtape="$root/.build/release/nowtape"
export NOWTAPE_CA_DIR="$out/ca"
"$nowtape" ca create >"$out/ca.log"

pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT
stop() { # pid: SIGINT, then wait up to five minutes for a clean exit (a recorder folding hundreds of thousands of
    # interactions into its cassette takes about a minute)
    kill -INT "$1" 2>/dev/null || true
    for _ in $(seq 1500); do kill -0 "$1" 2>/dev/null || return 0; sleep 0.2; done
    kill -9 "$1" 2>/dev/null || true
}
start() { # log command... : starts it in the background on a fresh $port, sets $pid, and waits until it listens
    local log="$1"
    shift
    port=$(free_port)
    "${@//PORT/$port}" >"$log" 2>&1 &
    pid=$!
    pids+=("$pid")
    wait_for "$port"
}

# The response every server gives: one Table API page from the embedded instance, served by nginx as a file, over
# plain HTTP and over HTTPS with a P-256 certificate like the ones NowTape's CA issues.
start "$out/instance.log" "$nowtape" instance serve --port PORT
path='/api/now/table/incident?sysparm_limit=1&sysparm_query=ORDERBYnumber'
curl -sS -u john.doe:password -o "$out/page.json" "http://127.0.0.1:$port$path"
stop "$pid"
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout "$out/nginx.key" \
    -out "$out/nginx.crt" -days 2 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1 2>/dev/null
nginx_port=$(free_port)
nginx_tls_port=$(free_port)
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
        listen 127.0.0.1:$nginx_tls_port ssl;
        ssl_certificate $out/nginx.crt;
        ssl_certificate_key $out/nginx.key;
        keepalive_requests 1000000;
        location / { default_type application/json; root $out; try_files /page.json =404; }
    }
}
CONF
"$nginx_bin" -p "$out" -c "$out/nginx.conf" &
pids+=($!)
wait_for "$nginx_port"
wait_for "$nginx_tls_port"

run_wrk() { # name url [lua-script] -> "rps p50 p99", and the report appended to wrk.txt
    local report script=()
    [ -n "${3:-}" ] && script=(-s "$3")
    report="$(wrk -t2 -c"$connections" -d"${seconds}s" --latency "${script[@]}" "$2$path")"
    printf '== %s\n%s\n' "$1" "$report" >>"$out/wrk.txt"
    if echo "$report" | grep -q 'Non-2xx'; then echo "$1 answered with errors; see $out/wrk.txt" >&2; exit 1; fi
    local rps p50 p99
    read -r p50 p99 rps <<<"$(echo "$report" | wrk_figures)"
    echo "$rps $p50 $p99"
}
run_connect() { # name proxy-port -> "rps p50 p99", through CONNECT tunnels to nginx's HTTPS port
    local p50 p99 rps errors
    read -r p50 p99 rps errors <<<"$(node Benchmarks/connect-load.js "127.0.0.1:$2" "127.0.0.1:$nginx_tls_port" \
        "$path" "$connections" "$seconds")"
    printf '== %s\n%s req/s, p50 %s ms, p99 %s ms, %s errors\n' "$1" "$rps" "$p50" "$p99" "$errors" >>"$out/wrk.txt"
    if [ "$errors" != 0 ]; then echo "$1 answered with $errors errors; see $out/wrk.txt" >&2; exit 1; fi
    echo "$rps $p50 $p99"
}

# One-interaction recordings to replay, made by each tool.
start "$out/record-one.log" "$nowtape" record --upstream "http://127.0.0.1:$nginx_port" --cassette "$out/one.json" \
    --mode record --port PORT
curl -sS -o /dev/null "http://127.0.0.1:$port$path"
stop "$pid"
start "$out/mitm-record-one.log" "$mitmdump" -q --mode "reverse:http://127.0.0.1:$nginx_port" -p PORT \
    -w "$out/one.mitm"
curl -sS -o /dev/null "http://127.0.0.1:$port$path"
stop "$pid"

# Cassettes of 5 and 10,000 interactions, the same response under distinct queries, and wrk scripts that cycle
# through every one of them, so the large cassette is searched across its whole length.
python3 - "$out" <<'PY'
import copy, json, sys
out = sys.argv[1]
one = json.load(open(f"{out}/one.json"))
for count in (5, 10000):
    cassette = copy.deepcopy(one)
    template = one["interactions"][0]
    cassette["interactions"] = []
    for number in range(count):
        interaction = copy.deepcopy(template)
        interaction["request"]["url"] += f"&sysparm_offset={number}"
        cassette["interactions"].append(interaction)
    json.dump(cassette, open(f"{out}/cassette-{count}.json", "w"))
    with open(f"{out}/cycle-{count}.lua", "w") as lua:
        lua.write(f"local count, number = {count}, 0\n")
        lua.write("request = function()\n  number = (number + 1) % count\n")
        lua.write("  return wrk.format(nil, wrk.path .. '&sysparm_offset=' .. number)\nend\n")
PY

nginx_result=$(run_wrk "nginx (static file)" "http://127.0.0.1:$nginx_port")
nginx_tls_result=$(run_wrk "nginx over HTTPS (static file)" "https://127.0.0.1:$nginx_tls_port")

start "$out/replay.log" "$nowtape" replay "$out/one.json" --port PORT
replay_result=$(run_wrk "nowtape replay" "http://127.0.0.1:$port")
stop "$pid"

start "$out/replay-tls.log" "$nowtape" replay "$out/one.json" --port PORT --tls
replay_tls_result=$(run_wrk "nowtape replay --tls" "https://127.0.0.1:$port")
stop "$pid"

start "$out/replay-5.log" "$nowtape" replay "$out/cassette-5.json" --port PORT
replay_5_result=$(run_wrk "nowtape replay, 5 interactions" "http://127.0.0.1:$port" "$out/cycle-5.lua")
stop "$pid"

start "$out/replay-10000.log" "$nowtape" replay "$out/cassette-10000.json" --port PORT
replay_10k_result=$(run_wrk "nowtape replay, 10,000 interactions" "http://127.0.0.1:$port" "$out/cycle-10000.lua")
stop "$pid"

start "$out/mitm-replay.log" "$mitmdump" -q --mode "reverse:http://127.0.0.1:$nginx_port" -p PORT \
    --server-replay "$out/one.mitm" --set server_replay_reuse=true --set server_replay_extra=kill \
    --set server_replay_ignore_host=true --set connection_strategy=lazy
mitm_replay_result=$(run_wrk "mitmproxy server replay" "http://127.0.0.1:$port")
stop "$pid"

# The recorder and the bare SwiftNIO proxy below it (the most a proxy on SwiftNIO's HTTP/1 codecs manages: it hands
# each parsed request and response part straight on, with no recording, conversion or checks) run side by side, and
# are measured in turns, $rounds rounds each: the machine's drift between two runs then falls on both alike. Each
# round's ratio compares two neighbouring runs; the median round is reported.
start "$out/record.log" "$nowtape" record --upstream "http://127.0.0.1:$nginx_port" --cassette "$out/load.json" \
    --mode record --port PORT
record_pid=$pid
record_port=$port
start "$out/nio-proxy-floor.log" "$root/.build/release/nio-proxy-floor" "$nginx_port" PORT 600
floor_pid=$pid
floor_port=$port
record_rounds=()
floor_rounds=()
round_ratios=()
for round in $(seq "$rounds"); do
    record_rounds+=("$(run_wrk "nowtape record, round $round" "http://127.0.0.1:$record_port")")
    floor_rounds+=("$(run_wrk "bare SwiftNIO HTTP/1 proxy, round $round" "http://127.0.0.1:$floor_port")")
    round_ratios+=("$(echo "scale=3; ${record_rounds[-1]%% *} / ${floor_rounds[-1]%% *}" | bc)")
done
stop "$floor_pid"
stop "$record_pid"
median_run() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $0 } END { print a[int((NR + 1) / 2)] }'; }
record_result=$(median_run "${record_rounds[@]}")
nio_floor_result=$(median_run "${floor_rounds[@]}")
record_floor_ratio=$(printf '%s\n' "${round_ratios[@]}" | sort -n | awk '{ a[NR] = $1 } END { printf "%.2f", a[int((NR + 1) / 2)] }')

start "$out/record-sync.log" "$nowtape" record --upstream "http://127.0.0.1:$nginx_port" \
    --cassette "$out/load-sync.json" --mode record --port PORT --sync-journal
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
        keepalive_requests 1000000;
        location / { proxy_pass http://static; proxy_http_version 1.1; proxy_set_header Connection ""; }
    }
}
CONF
"$nginx_bin" -p "$out" -c "$out/nginx-proxy.conf" &
pid=$!
pids+=("$pid")
wait_for "$proxy_port"
nginx_proxy_result=$(run_wrk "nginx reverse proxy (no recording)" "http://127.0.0.1:$proxy_port")
stop "$pid"

start "$out/mitm-record.log" "$mitmdump" -q --mode "reverse:http://127.0.0.1:$nginx_port" -p PORT \
    -w "$out/load.mitm"
mitm_record_result=$(run_wrk "mitmproxy reverse-proxy recording" "http://127.0.0.1:$port")
stop "$pid"

# Forward proxies with TLS interception: the client tunnels to nginx's HTTPS port through CONNECT, the proxy answers
# the handshake with its own CA's certificate and records what passes. NowTape verifies nginx against its
# certificate; mitmproxy is told not to verify.
start "$out/record-forward.log" "$nowtape" record --upstream "https://127.0.0.1:$nginx_tls_port" --forward \
    --upstream-ca "$out/nginx.crt" --cassette "$out/load-forward.json" --mode record --port PORT
forward_result=$(run_connect "nowtape record --forward (TLS interception)" "$port")
stop "$pid"

start "$out/mitm-forward.log" "$mitmdump" -q --mode regular -p PORT --set ssl_insecure=true \
    --set confdir="$out/mitmproxy-conf" -w "$out/load-forward.mitm"
mitm_forward_result=$(run_connect "mitmproxy regular mode (TLS interception)" "$port")
stop "$pid"

ratio() { echo "scale=2; $1 / $2" | bc; }
row() { # label "rps p50 p99"
    local rps p50 p99
    read -r rps p50 p99 <<<"$2"
    printf '%-46s %10s %10s %10s\n' "$1" "$rps" "$p50" "$p99"
}
rps() { echo "${1%% *}"; }
printf 'wrk, %s connections, %s s each, %s bytes per response\n' "$connections" "$seconds" "$(wc -c <"$out/page.json")"
printf '%-46s %10s %10s %10s\n' "" "req/s" "p50 ms" "p99 ms"
row "nginx (static file)" "$nginx_result"
row "nginx over HTTPS (static file)" "$nginx_tls_result"
row "nowtape replay" "$replay_result"
row "nowtape replay --tls" "$replay_tls_result"
row "nowtape replay, 5 interactions (cycled)" "$replay_5_result"
row "nowtape replay, 10,000 interactions (cycled)" "$replay_10k_result"
row "mitmproxy server replay" "$mitm_replay_result"
row "nowtape record" "$record_result"
row "nowtape record --sync-journal" "$record_sync_result"
row "nginx reverse proxy (no recording)" "$nginx_proxy_result"
row "bare SwiftNIO HTTP/1 proxy (no recording)" "$nio_floor_result"
row "mitmproxy reverse-proxy recording" "$mitm_record_result"
row "nowtape record --forward, TLS interception" "$forward_result"
row "mitmproxy regular mode, TLS interception" "$mitm_forward_result"
printf 'replay: %s of nginx (target 0.8), %sx mitmproxy server replay\n' \
    "$(ratio "$(rps "$replay_result")" "$(rps "$nginx_result")")" \
    "$(ratio "$(rps "$replay_result")" "$(rps "$mitm_replay_result")")"
printf 'replay over HTTPS: %s of nginx over HTTPS (target 0.6)\n' \
    "$(ratio "$(rps "$replay_tls_result")" "$(rps "$nginx_tls_result")")"
printf 'replay of 10,000 interactions: %s of 5 interactions (target 0.8)\n' \
    "$(ratio "$(rps "$replay_10k_result")" "$(rps "$replay_5_result")")"
printf 'record: %s of nginx proxying without recording (target 0.7), %sx mitmproxy recording (target 40); ' \
    "$(ratio "$(rps "$record_result")" "$(rps "$nginx_proxy_result")")" \
    "$(ratio "$(rps "$record_result")" "$(rps "$mitm_record_result")")"
printf -- '--sync-journal: %sx mitmproxy\n' "$(ratio "$(rps "$record_sync_result")" "$(rps "$mitm_record_result")")"
printf 'the bare SwiftNIO proxy: %s of nginx proxying (the most any proxy on that stack reaches); ' \
    "$(ratio "$(rps "$nio_floor_result")" "$(rps "$nginx_proxy_result")")"
printf 'record: %s of it (target 0.75; median of %s rounds in turns: %s)\n' "$record_floor_ratio" "$rounds" \
    "${round_ratios[*]}"
printf 'forward recording with TLS interception: %sx mitmproxy regular mode (target 20)\n' \
    "$(ratio "$(rps "$forward_result")" "$(rps "$mitm_forward_result")")"
printf 'recorded by nowtape under load: %s interactions (reverse), %s (forward)\n' \
    "$(grep -c '"recorded_at"' "$out/load.json" || true)" "$(grep -c '"recorded_at"' "$out/load-forward.json" || true)"
