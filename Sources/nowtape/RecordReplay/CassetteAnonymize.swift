import ArgumentParser
import Cassettes
import Crypto
import Foundation
import StandardStreams

/// `nowtape cassette anonymize FILE…`: personal data replaced with consistent fakes, in place.
struct CassetteAnonymize: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "anonymize",
        abstract: "Replace names, user names, e-mail addresses and phone numbers in cassettes with consistent fakes.",
        discussion: """
            Works in place, as redact does. The same value gets the same fake in every file given, in bodies, URLs, \
            links, body files and the update sets given with --update-set. Afterwards every file is scanned: the \
            command exits 1 if anything still looks personal or secret.
            """)

    @Argument(help: "The cassette files.")
    var files: [String]

    @Option(
        help: ArgumentHelp(
            "A key file that makes the fakes repeatable: read when it exists, written with a new key when it does "
                + "not. Without it the fakes differ on every run. Keep it as secret as the originals.",
            valueName: "file"))
    var key: String?

    @Option(
        name: .customLong("field"),
        help: ArgumentHelp(
            "A free-text field whose values are replaced whole, such as short_description; repeatable.",
            valueName: "name"))
    var fields: [String] = []

    @Option(
        name: .customLong("update-set"),
        help: ArgumentHelp("An update-set XML file to anonymize the same way, in place; repeatable.", valueName: "file")
    )
    var updateSets: [String] = []

    func run() throws {
        // Everything is read before anything is written: a file that cannot be read changes nothing.
        let cassettes = try files.map { ($0, try CassetteFile.read($0)) }
        let texts = try updateSets.map { path -> (String, String) in
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
            else {
                throw ValidationError("There is no readable update set at \(path); give an update-set XML file")
            }
            return (path, text)
        }
        var anonymizer = CassetteAnonymizer(
            rules: AnonymizationRules(freeTextFields: Set(fields)), key: try AnonymizationKey.load(key))
        for (_, cassette) in cassettes { anonymizer.gather(cassette) }
        for (_, text) in texts { anonymizer.gather(text: text) }
        anonymizer.prepare()
        var left: [String] = []
        for (path, cassette) in cassettes {
            let anonymized = anonymizer.anonymize(cassette)
            try CassetteFile.write(anonymized, to: path)
            left += anonymizer.leftovers(in: anonymized).map { "\(path): \($0)" }
            left += CassetteLinter().lint(file: path).filter { $0.rule == .leakedSecret }.map { "\(path): \($0)" }
        }
        for (path, text) in texts {
            let anonymized = anonymizer.anonymize(text: text)
            try CassetteFile.writeAtomically(Data(anonymized.utf8), to: path)
            left += anonymizer.leftovers(in: anonymized).map { "\(path): \($0)" }
        }
        printNow(
            "Anonymized \(cassettes.count + texts.count) file(s): \(anonymizer.mapping.count) value(s) replaced"
                + (key == nil ? " (fakes differ on every run; give --key FILE to repeat them)" : ""))
        guard left.isEmpty else {
            for line in left { printNow("still personal or secret: \(line)") }
            printNow(
                "\(left.count) value(s) still look personal or secret; name their fields with --field, or redact them "
                    + "with nowtape cassette redact")
            throw ExitCode(1)
        }
    }
}

/// The key fakes follow from: a file of 64 hex digits, made when it does not exist.
enum AnonymizationKey {
    static func load(_ path: String?) throws -> SymmetricKey {
        guard let path else { return SymmetricKey(size: .bits256) }
        if let data = FileManager.default.contents(atPath: path) {
            let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard text.count == 64, let bytes = hexBytes(text) else {
                throw ValidationError(
                    "\(path) is not an anonymization key (64 hex digits); give another path to make a new one")
            }
            return SymmetricKey(data: bytes)
        }
        let key = SymmetricKey(size: .bits256)
        let hex = key.withUnsafeBytes { $0.map { String(format: "%02x", $0) }.joined() }
        guard
            FileManager.default.createFile(
                atPath: path, contents: Data((hex + "\n").utf8), attributes: [.posixPermissions: 0o600])
        else {
            throw ValidationError("Cannot write the key file \(path); check the folder exists and is writable")
        }
        return key
    }

    private static func hexBytes(_ text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(index, offsetBy: 2)
            guard let byte = UInt8(text[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        return bytes
    }
}
