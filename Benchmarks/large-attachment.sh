#!/usr/bin/env bash
# Passes one large attachment (50 MB of random bytes by default) up and down through `nowtape record`, then through
# `nowtape replay` from the cassette just written, and reports each process's peak resident memory against the
# 100 MB target; mitmproxy 11.0.2 recording the same upload and download as a reverse proxy is the peer, measured in
# the same run. Peak memory is the kernel's ru_maxrss for the whole process, start to exit (writing the cassette
# included).
#
#   bash Benchmarks/large-attachment.sh [MEGABYTES]      (default: 50)
set -euo pipefail
cd "$(dirname "$0")/.."
megabytes="${1:-50}"
root="$(pwd)"
out="$root/Benchmarks/out/large-attachment"
rm -rf "$out"
mkdir -p "$out"

source Benchmarks/common.sh
install_missing curl:curl ensurepip:python3-venv
install_mitmproxy

swift build -c release --product nowtape >&2
nowtape="$root/.build/release/nowtape"

pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT
# Runs a command in the background under a watcher that writes its peak RSS in kB to NAME.rss when it exits, and
# its process id to NAME.pid. Usage: measured NAME command...
measured() {
    local name="$1"
    shift
    python3 -c '
import os, signal, subprocess, sys
child = subprocess.Popen(sys.argv[2:], stdout=open(sys.argv[1] + ".log", "w"), stderr=subprocess.STDOUT)
open(sys.argv[1] + ".pid", "w").write(str(child.pid))
signal.signal(signal.SIGINT, signal.SIG_IGN)
_, _, usage = os.wait4(child.pid, 0)
open(sys.argv[1] + ".rss", "w").write(str(usage.ru_maxrss))
' "$out/$name" "$@" &
    pids+=($!)
    watcher=$!
    for _ in $(seq 100); do [ -s "$out/$name.pid" ] && break; sleep 0.05; done
}
finish() { # name watcher: SIGINT the measured process, wait for the watcher, and set peak_mb to its peak in MB
    kill -INT "$(cat "$out/$1.pid")" 2>/dev/null || true
    wait "$2" || true
    peak_mb=$(python3 -c 'import sys; print(f"{int(open(sys.argv[1]).read()) / 1024:.1f}")' "$out/$1.rss")
}
seconds_of() { python3 -c "import sys; print(f'{float(sys.argv[1]):.2f}')" "$1"; }

head -c $((megabytes * 1024 * 1024)) /dev/urandom >"$out/upload.bin"
limit=$(((megabytes + 10) * 1024 * 1024))

instance_port=$(free_port)
"$nowtape" instance serve --port "$instance_port" --attachment-max-size $((megabytes + 10)) >"$out/instance.log" 2>&1 &
pids+=($!)
wait_for "$instance_port"
incident=$(curl -sS -u admin:admin -H 'Content-Type: application/json' -d '{"short_description":"Large upload"}' \
    "http://127.0.0.1:$instance_port/api/now/table/incident" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["result"]["sys_id"])')
upload_path="/api/now/attachment/file?table_name=incident&table_sys_id=$incident&file_name=upload.bin"

# Uploads and downloads through the server on PORT; prints "upload_seconds download_seconds" and checks the bytes.
round_trip() { # port label
    local answer id up down
    answer="$(curl -sS -u admin:admin -H 'Content-Type: application/octet-stream' --data-binary @"$out/upload.bin" \
        -o "$out/$2-upload.json" -w '%{http_code} %{time_total}' "http://127.0.0.1:$1$upload_path")"
    [ "${answer%% *}" = 201 ] || { echo "$2: the upload answered ${answer%% *}; see $out/$2-upload.json" >&2; exit 1; }
    up="${answer##* }"
    id=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["result"]["sys_id"])' "$out/$2-upload.json")
    down="$(curl -sS -u admin:admin -o "$out/$2-download.bin" -w '%{time_total}' \
        "http://127.0.0.1:$1/api/now/attachment/$id/file")"
    cmp -s "$out/upload.bin" "$out/$2-download.bin" || { echo "$2: the download differs from the upload" >&2; exit 1; }
    echo "$up $down"
}

declare -A peak upload_s download_s
# Runs one server under the watcher, passes the attachment through it, stops it and keeps its figures.
trial() { # name port command...
    local name="$1" port="$2" up down
    shift 2
    measured "$name" "$@"
    local watching=$watcher
    wait_for "$port"
    read -r up down < <(round_trip "$port" "$name")
    finish "$name" "$watching"
    peak[$name]=$peak_mb
    upload_s[$name]=$up
    download_s[$name]=$down
}

port=$(free_port)
trial record "$port" "$nowtape" record --upstream "http://127.0.0.1:$instance_port" --cassette "$out/cassette.json" \
    --port "$port" --max-body-size "$limit"
port=$(free_port)
trial replay "$port" "$nowtape" replay "$out/cassette.json" --port "$port" --max-body-size "$limit"
port=$(free_port)
trial mitmproxy "$port" "$mitmdump" --listen-host 127.0.0.1 --listen-port "$port" \
    --mode "reverse:http://127.0.0.1:$instance_port" -w "$out/mitmproxy.flows" -q

verdict() { python3 -c 'import sys; print("met" if float(sys.argv[1]) < 100 else "MISSED")' "$1"; }
ratio() { python3 -c "import sys; print(f'{float(sys.argv[1]) / float(sys.argv[2]):.2f}')" "$1" "$2"; }
row() { # label name target
    printf '%-22s %12s %10s %12s %14s\n' "$1" "${peak[$2]}" "$3" "$(seconds_of "${upload_s[$2]}")" \
        "$(seconds_of "${download_s[$2]}")"
}
{
    echo "A ${megabytes} MB attachment, uploaded and downloaded (release build)."
    printf '%-22s %12s %10s %12s %14s\n' "" "peak RSS MB" "target" "upload s" "download s"
    row "nowtape record" record "< 100 $(verdict "${peak[record]}")"
    row "nowtape replay" replay "< 100 $(verdict "${peak[replay]}")"
    row "mitmproxy (reverse)" mitmproxy "peer"
    echo "record / mitmproxy: peak RSS $(ratio "${peak[record]}" "${peak[mitmproxy]}"), upload time" \
        "$(ratio "${upload_s[record]}" "${upload_s[mitmproxy]}"), download time" \
        "$(ratio "${download_s[record]}" "${download_s[mitmproxy]}")"
} | tee "$out/summary.txt"
