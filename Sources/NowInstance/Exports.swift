// The limits an instance applies are part of its configuration, so they come with NowInstance.
@_exported import PlatformLimits
// An instance on a socket is a SocketServer: `withRunning`, `start()` and `RunningServer` come with it.
@_exported import SocketServers
