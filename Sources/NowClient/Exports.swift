// Messages carry swift-http-types fields, so the types and the name rules come with NowClient.
@_exported import HTTPMessageRules
// Bodies are JSON values, so the value type comes with NowClient.
@_exported import JSONText
// Errors from an instance carry its error envelope, so the envelope comes with NowClient.
@_exported import PlatformErrors
