// Soup entries are JSON values, so the value type comes with NowStore.
@_exported import JSONText
