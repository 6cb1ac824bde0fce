import ArgumentParser
import GlideScript

/// `--release NAME`: a platform release whose script feature table NowTape knows.
extension PlatformRelease: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
