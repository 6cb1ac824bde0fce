// The replay server and the recording proxy are SocketServers: `withRunning`, `start()` and `RunningServer` come
// with them.
@_exported import SocketServers
