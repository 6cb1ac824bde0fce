import Foundation
import JSONText

/// The members of a write's JSON body: every name it sent, and the text of those whose value is a string (the first,
/// when a name is sent twice). A body that is not a JSON object sends nothing.
struct SentMembers: Sendable {
    let names: Set<String>
    let texts: [String: String]

    init(_ body: Data) {
        let members = (try? JSONParser.parse(body))?.objectValue ?? []
        names = Set(members.map(\.0))
        texts = Dictionary(
            members.compactMap { name, value in value.stringValue.map { (name, $0) } },
            uniquingKeysWith: { first, _ in first })
    }
}
