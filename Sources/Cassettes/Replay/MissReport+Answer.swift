import JSONText

extension MissReport {
    /// The status a miss answers with, which no instance sends.
    public static let status = 599

    /// The fields a miss answer carries besides its length: a JSON body, and `X-NowTape-Replay: miss`, from the
    /// replay server, the recorder and the in-process replay alike.
    public static var headerFields: HTTPFields {
        var fields: HTTPFields = [.contentType: "application/json"]
        if let replay = HTTPField.Name("X-NowTape-Replay") { fields[replay] = "miss" }
        return fields
    }

    /// The miss answer's body: this report as compact JSON.
    public var body: [UInt8] { JSONWriter.compactBytes(json) }
}
