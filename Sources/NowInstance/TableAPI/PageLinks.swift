/// The Table API's `Link` header: first, prev, next (when there is a next page) and last, each the request URL with
/// `sysparm_offset` changed, separated by commas without spaces.
enum PageLinks {
    static func header(request: APIRequest, parameters: TableParameters, total: Int) -> String {
        let limit = max(parameters.limit, 1)
        let offset = parameters.offset
        // Offsets and limits come straight from the query string, so the next page's offset saturates instead of
        // overflowing: a client may ask for offset 2^63 - 1.
        let (sum, overflow) = offset.addingReportingOverflow(limit)
        let next = overflow ? Int.max : sum
        var links = [(0, "first"), (offset - limit, "prev")]
        if next < total {
            links.append((next, "next"))
        }
        links.append((max(0, (total - 1) / limit * limit), "last"))
        // The links differ only in their offset, so the rest of the URL is encoded once.
        let others = QueryEncoding.encode(request.queryItems.filter { $0.0 != "sysparm_offset" })
        let prefix = "\(request.baseURL)\(request.path)?" + (others.isEmpty ? "" : others + "&") + "sysparm_offset="
        return links.map { "<\(prefix)\($0.0)>;rel=\"\($0.1)\"" }.joined(separator: ",")
    }
}
