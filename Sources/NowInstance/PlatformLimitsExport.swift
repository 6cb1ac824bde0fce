// The limits an instance applies are part of its configuration, so they come with NowInstance.
@_exported import PlatformLimits
