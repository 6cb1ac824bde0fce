import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// App code under test: it reads the signed-in user's active tasks with a URLSession of its own, as an app or an
/// SDK does.
struct TaskSync {
    let baseURL: String
    let session: URLSession
    private(set) var taskNumbers: [String] = []

    init(baseURL: String, session: URLSession) {
        self.baseURL = baseURL
        self.session = session
    }

    mutating func run() async throws {
        guard
            let url = URL(
                string: baseURL
                    + "/api/now/table/task?sysparm_query=active%3Dtrue%5EORDERBYnumber&sysparm_fields=number&sysparm_limit=5"
            )
        else { throw URLError(.badURL) }
        var request = URLRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue(
            "Basic " + Data("abel.tuter:password".utf8).base64EncodedString(), forHTTPHeaderField: "Authorization")
        let (data, _) = try await session.data(for: request)
        struct Page: Decodable {
            struct Task: Decodable { let number: String }
            let result: [Task]
        }
        taskNumbers = try JSONDecoder().decode(Page.self, from: data).result.map(\.number)
    }
}
