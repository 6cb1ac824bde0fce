// Interactions carry their headers as swift-http-types fields, so the types and the name rules come with Cassettes.
@_exported import HTTPMessageRules
