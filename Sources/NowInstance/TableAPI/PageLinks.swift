/// The Table API's `Link` header: first, prev, next (when there is a next page) and last, each the request URL with
/// `sysparm_offset` changed, separated by commas without spaces.
enum PageLinks {
    static func header(request: APIRequest, parameters: TableParameters, total: Int) -> String {
        let limit = max(parameters.limit, 1)
        let offset = parameters.offset
        var links = [(0, "first"), (offset - limit, "prev")]
        if offset + limit < total {
            links.append((offset + limit, "next"))
        }
        links.append((max(0, (total - 1) / limit * limit), "last"))
        return links.map { "<\(url(request, offset: $0.0))>;rel=\"\($0.1)\"" }.joined(separator: ",")
    }

    private static func url(_ request: APIRequest, offset: Int) -> String {
        var items = request.queryItems.filter { $0.0 != "sysparm_offset" }
        items.append(("sysparm_offset", String(offset)))
        return "\(request.baseURL)\(request.path)?\(QueryEncoding.encode(items))"
    }
}
