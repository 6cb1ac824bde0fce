# Helpers the benchmark scripts share. Source it after `cd` to the package root.

# Installs the Debian packages named whose command is missing: install_missing wrk:wrk nginx:nginx-light ...
install_missing() {
    local need=() pair command package
    for pair in "$@"; do
        command="${pair%%:*}"
        package="${pair#*:}"
        case "$command" in
        nginx) command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || need+=("$package") ;;
        ensurepip) python3 -c 'import ensurepip' 2>/dev/null || need+=("$package") ;;
        *) command -v "$command" >/dev/null || need+=("$package") ;;
        esac
    done
    if [ ${#need[@]} -gt 0 ]; then
        local sudo_cmd=()
        if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
        "${sudo_cmd[@]}" apt-get update -qq
        DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${need[@]}"
    fi
}

# Runs a command under GNU time and prints "seconds peak_kb"; the last line of time's output, since a command that
# exits non-zero (a check reporting findings) puts "Command exited with non-zero status" before it.
measure() { # command args...
    /usr/bin/time -f "%e %M" -o "$out/time.txt" "$@" >/dev/null 2>&1 || true
    tail -n 1 "$out/time.txt"
}

# Prints the median of the numbers on stdin, one per line.
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

# Converts wrk's 812.00us, 1.23ms or 1.01s on stdin to milliseconds.
to_ms() {
    awk '{ v = $1; if (v ~ /us$/) { sub(/us$/, "", v); v /= 1000 } else if (v ~ /ms$/) { sub(/ms$/, "", v) }
           else if (v ~ /s$/) { sub(/s$/, "", v); v *= 1000 } printf "%.3f", v }'
}

# Reads a wrk --latency report on stdin and prints "p50_ms p99_ms requests_per_second".
wrk_figures() {
    local report p50 p99 rps
    report="$(cat)"
    p50=$(echo "$report" | awk '$1 == "50%" { print $2 }' | to_ms)
    p99=$(echo "$report" | awk '$1 == "99%" { print $2 }' | to_ms)
    rps=$(echo "$report" | awk '/^Requests\/sec/ { printf "%.0f", $2 }')
    echo "$p50 $p99 $rps"
}

# Starts `nowtape instance serve` with the given arguments, logging to $1, and once it listens sets `base` to its
# base URL and `instance_pid` to its process. Call it directly, not in $(...), so `pids` keeps the process to stop.
start_instance() { # log nowtape-binary args...
    local log="$1" binary="$2"
    base=""
    shift 2
    "$binary" instance serve --port 0 "$@" >"$log" 2>&1 &
    pids+=($!)
    instance_pid=$!
    local pid=$!
    for _ in $(seq 1200); do
        base="$(grep -o 'http://127.0.0.1:[0-9]*' "$log" | head -1 || true)"
        [ -n "$base" ] && break
        kill -0 "$pid" 2>/dev/null || { cat "$log" >&2; return 1; }
        sleep 0.5
    done
    [ -n "$base" ] || { echo "The instance did not start within 10 minutes; see $log" >&2; return 1; }
}

# Prints the cookies a curl cookie jar holds as one Cookie header value: name=value; name=value.
session_cookie() { # cookie-jar
    awk '{ sub(/^#HttpOnly_/, "") } !/^#/ && NF >= 7 { printf "%s%s=%s", sep, $6, $7; sep = "; " }' "$1"
}

# Prepares a benchmark run: a fresh Benchmarks/out/NAME directory in `out`, the peers installed, a release build, and
# `pids` killed on exit. Call it directly, not in $(...): bench_setup NAME command:package...
bench_setup() {
    local name="$1"
    shift
    out="$(pwd)/Benchmarks/out/$name"
    rm -rf "$out"
    mkdir -p "$out"
    install_missing "$@"
    swift build -c release --product nowtape >&2
    pids=()
    trap 'for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done' EXIT
}

# Installs mitmproxy 11.0.2 into a virtualenv under Benchmarks/out when it is not there, and sets `mitmdump`.
install_mitmproxy() {
    local venv="$root/Benchmarks/out/mitmproxy-venv"
    if [ ! -x "$venv/bin/mitmdump" ]; then
        echo "Installing mitmproxy 11.0.2 into $venv..." >&2
        python3 -m venv "$venv"
        "$venv/bin/pip" install -q mitmproxy==11.0.2
    fi
    mitmdump="$venv/bin/mitmdump"
}

# Prints a free loopback port.
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# Waits up to a minute for something to answer on a loopback port, else exits naming the logs in $out.
wait_for() { # port
    for _ in $(seq 300); do
        if python3 -c "import socket; socket.create_connection(('127.0.0.1', $1), 1).close()" 2>/dev/null; then
            return 0
        fi
        sleep 0.2
    done
    echo "Nothing answered on port $1; see the logs in $out" >&2
    exit 1
}
