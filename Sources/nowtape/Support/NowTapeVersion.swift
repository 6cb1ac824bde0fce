/// The version `nowtape --version` prints.
enum NowTapeVersion {
    static let current = "0.9.0"
}
