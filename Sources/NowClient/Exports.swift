// Bodies are JSON values, so the value type comes with NowClient.
@_exported import JSONText
// Errors from an instance carry its error envelope, so the envelope comes with NowClient.
@_exported import PlatformErrors
