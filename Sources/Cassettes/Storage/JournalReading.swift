import Foundation
import JSONText

/// One complete journal line that could not be read as an interaction.
public struct JournalDamage: Sendable, Equatable, CustomStringConvertible {
    /// The line's number in the journal, from 1.
    public let line: Int
    /// Why it could not be read.
    public let reason: String

    public var description: String { "line \(line): \(reason)" }
}

/// A journal's bytes split into the interactions its complete lines hold, the complete lines that are damaged, and
/// whether the last line was cut short by a kill.
struct JournalReading {
    private(set) var interactions: [Interaction] = []
    private(set) var damaged: [JournalDamage] = []
    /// The damaged lines' bytes, each ending in a newline, in journal order.
    private(set) var damagedBytes = Data()
    /// Whether the journal ends in a line without its newline: the write a kill interrupted.
    let tornLastLine: Bool

    init(_ data: Data, bodies: BodyFiles) {
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (index, line) in lines.dropLast().enumerated() {
            let content = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
            guard !content.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else { continue }
            do {
                interactions.append(try Self.interaction(in: content, bodies: bodies))
            } catch {
                damaged.append(JournalDamage(line: index + 1, reason: Self.reason(error)))
                damagedBytes.append(contentsOf: line)
                damagedBytes.append(UInt8(ascii: "\n"))
            }
        }
        // Every line is written whole with its newline, so text after the last newline is an interrupted write,
        // unless only the newline itself was lost.
        let tail = lines.last ?? Data()
        let lastInteraction = tail.isEmpty ? nil : try? Self.interaction(in: tail, bodies: bodies)
        if let lastInteraction { interactions.append(lastInteraction) }
        tornLastLine = !tail.isEmpty && lastInteraction == nil
    }

    /// The interaction one journal line holds.
    private static func interaction(in line: Data.SubSequence, bodies: BodyFiles) throws -> Interaction {
        try CassetteCoder.decodeInteraction(JSONParser.parse(line), at: "journal", bodies: bodies)
    }

    /// The error's message on one line.
    private static func reason(_ error: any Error) -> String {
        let text = "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
        return text.count > 200 ? String(text.prefix(200)) + "…" : text
    }
}
