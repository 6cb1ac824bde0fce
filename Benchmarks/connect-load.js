// A bounded load client for forward proxies with TLS interception, which wrk cannot drive: each connection sends
// CONNECT to the proxy, starts TLS inside the tunnel (certificates are not checked, as wrk does not check them),
// then sends keep-alive GETs one after another until the time is up.
//
//   node Benchmarks/connect-load.js PROXY_HOST:PORT TARGET_HOST:PORT PATH [CONNECTIONS] [SECONDS]
//
// Prints "p50_ms p99_ms requests_per_second errors" on one line.
'use strict';
const net = require('net');
const tls = require('tls');

const [proxy, target, path, connectionsArg, secondsArg] = process.argv.slice(2);
if (!proxy || !target || !path) {
    console.error('usage: node connect-load.js PROXY_HOST:PORT TARGET_HOST:PORT PATH [CONNECTIONS] [SECONDS]');
    process.exit(64);
}
const connections = Number(connectionsArg || 32);
const seconds = Number(secondsArg || 10);
const [proxyHost, proxyPort] = proxy.split(':');
const [targetHost] = target.split(':');
const request = Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${target}\r\nAccept: application/json\r\n\r\n`);

const latencies = [];
let errors = 0;
let measuring = false;
let stopping = false;

// Reads one response at a time from a socket: headers, then Content-Length bytes or chunks to the last one.
function responses(socket, onResponse) {
    let buffer = Buffer.alloc(0);
    socket.on('data', (chunk) => {
        buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
        for (;;) {
            const end = buffer.indexOf('\r\n\r\n');
            if (end < 0) return;
            const head = buffer.subarray(0, end).toString('latin1');
            const status = Number(head.slice(9, 12));
            const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
            let total;
            if (length) {
                total = end + 4 + Number(length[1]);
            } else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
                const last = buffer.indexOf('\r\n0\r\n\r\n', end);
                if (last < 0) return;
                total = last + 7;
            } else {
                total = end + 4;
            }
            if (buffer.length < total) return;
            buffer = buffer.subarray(total);
            onResponse(status);
        }
    });
}

function connection() {
    if (stopping) return;
    const proxySocket = net.connect(Number(proxyPort), proxyHost, () => {
        proxySocket.write(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n\r\n`);
    });
    proxySocket.on('error', () => { errors++; setTimeout(connection, 10); });
    proxySocket.once('data', (reply) => {
        if (!/^HTTP\/1\.[01] 200/.test(reply.toString('latin1'))) {
            errors++;
            proxySocket.destroy();
            return setTimeout(connection, 10);
        }
        const socket = tls.connect({ socket: proxySocket, servername: net.isIP(targetHost) ? undefined : targetHost,
            rejectUnauthorized: false, ALPNProtocols: ['http/1.1'] }, send);
        let sentAt = 0n;
        function send() {
            if (stopping) return socket.destroy();
            sentAt = process.hrtime.bigint();
            socket.write(request);
        }
        responses(socket, (status) => {
            if (measuring) {
                if (status === 200) latencies.push(Number(process.hrtime.bigint() - sentAt) / 1e6);
                else errors++;
            }
            send();
        });
        socket.on('error', () => { errors++; if (!stopping) setTimeout(connection, 10); });
    });
}

for (let i = 0; i < connections; i++) connection();
// One second to open the tunnels, then the measured window.
setTimeout(() => {
    measuring = true;
    setTimeout(() => {
        measuring = false;
        stopping = true;
        latencies.sort((a, b) => a - b);
        const at = (q) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] : 0);
        console.log(`${at(0.5).toFixed(3)} ${at(0.99).toFixed(3)} ${Math.round(latencies.length / seconds)} ${errors}`);
        process.exit(0);
    }, seconds * 1000);
}, 1000);
