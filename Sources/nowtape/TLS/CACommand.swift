import ArgumentParser
import Foundation
import JSONText
import LocalTLS
import StandardStreams

/// `nowtape ca …`: the local certificate authority behind `--tls` and the forward proxy.
struct CACommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ca",
        abstract:
            "Create, show, export or remove the local CA that signs NowTape's HTTPS certificates, and show how to "
            + "trust it.",
        discussion: """
            The CA lives in $NOWTAPE_CA_DIR, or ~/.nowtape/ca: nowtape-ca.pem (the certificate clients trust) and \
            nowtape-ca-key.pem (its key, mode 0600). The key never leaves that folder and never enters a cassette.
            """,
        subcommands: [CACreate.self, CAShow.self, CAExport.self, CARemove.self, CATrust.self])
}

/// `nowtape ca create`.
struct CACreate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create", abstract: "Create the local CA; an existing one is kept.")

    func run() throws {
        let (authority, created) = try LocalCertificateAuthority.create()
        printNow(
            (created ? "Created" : "Kept the existing") + " NowTape CA: \(authority.folder.certificatePath)")
        printNow("SHA-256 fingerprint: \(try authority.fingerprint)")
        printNow("Next: `nowtape ca trust` shows how to make your clients trust it.")
    }
}

/// `nowtape ca show`.
struct CAShow: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show where the CA is, its fingerprint and how long it is valid.")

    @Option(help: "text or json.")
    var format = "text"

    func validate() throws {
        guard ["text", "json"].contains(format) else { throw ValidationError("--format must be text or json") }
    }

    func run() throws {
        let authority = try LocalCertificateAuthority.load()
        let fields: [(String, String)] = [
            ("folder", authority.folder.path), ("certificate", authority.folder.certificatePath),
            ("key", authority.folder.keyPath), ("subject", "\(authority.certificate.subject)"),
            ("notValidBefore", ISO8601DateFormatter().string(from: authority.certificate.notValidBefore)),
            ("notValidAfter", ISO8601DateFormatter().string(from: authority.certificate.notValidAfter)),
            ("sha256", try authority.fingerprint),
        ]
        if format == "json" {
            let object = JSONValue(sortingKeys: Dictionary(uniqueKeysWithValues: fields).mapValues(JSONValue.string))
            printNow(object.prettyText)
        } else {
            for (name, value) in fields { printNow("\(name): \(value)") }
        }
    }
}

/// `nowtape ca export`.
struct CAExport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Write the CA certificate (never its key), PEM, to stdout or a file.")

    @Option(name: .shortAndLong, help: "The file to write; without it, stdout.")
    var output: String?

    func run() throws {
        let pem = try LocalCertificateAuthority.load().certificatePEM
        guard let output else {
            StandardStream.output.write(pem)
            return
        }
        do {
            try Data(pem.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw ExportError(path: output, reason: "\(error)")
        }
        printError("Wrote the NowTape CA certificate to \(output)")
    }
}

/// `nowtape ca remove`.
struct CARemove: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Delete the CA's certificate and key.")

    func run() throws {
        let folder = CertificateAuthorityFolder.standard()
        if try LocalCertificateAuthority.remove(from: folder) {
            printNow("Removed the NowTape CA from \(folder.path). Remove it from the clients that trusted it too.")
        } else {
            printNow("There was no NowTape CA in \(folder.path).")
        }
    }
}

/// `nowtape ca trust`.
struct CATrust: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trust",
        abstract: "Print the steps that make the iOS Simulator, Android, curl, Python, Node and Java trust the CA.")

    func run() throws {
        let authority = try LocalCertificateAuthority.loadOrCreate()
        printNow(TrustInstructions.text(certificate: authority.folder.certificatePath))
    }
}

/// The certificate could not be written where `--output` said.
struct ExportError: Error, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String { "Could not write \(path) (\(reason)); choose a writable path with --output." }
}
