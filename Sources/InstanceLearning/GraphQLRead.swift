import Foundation
import JSONText

/// Whether a GraphQL request only reads: its documents hold queries and no mutation. A read creates nothing, however
/// many records its answer names.
enum GraphQLRead {
    /// The path GraphQL requests go to.
    static let path = "/api/now/graphql"

    /// Whether `body`, a GraphQL request (one, or a batch of them), holds only queries.
    static func isReadOnly(_ body: Data) -> Bool {
        guard let json = try? JSONParser.parse(body) else { return false }
        let requests = json.arrayValue ?? [json]
        return !requests.isEmpty
            && requests.allSatisfy { request in
                guard let document = request["query"]?.stringValue else { return false }
                return !mutates(document)
            }
    }

    /// Whether a document defines a mutation: an operation whose first word, outside comments and strings, is
    /// `mutation`.
    static func mutates(_ document: String) -> Bool {
        var depth = 0
        var inString = false
        var inComment = false
        var word = ""
        for character in document {
            if inComment {
                if character.isNewline { inComment = false }
                continue
            }
            if inString {
                if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "#": inComment = true
            case "\"": inString = true
            case "{": depth += 1
            case "}": depth -= 1
            default:
                if depth == 0, character.isLetter || character == "_" {
                    word.append(character)
                    continue
                }
            }
            if word == "mutation" { return true }
            word = ""
        }
        return word == "mutation"
    }
}
