import JSONText

extension MissReport {
    /// The status a miss answers with, which no instance sends.
    public static let status = 599

    /// The fields a miss answer carries besides its length: a JSON body, and `X-NowTape-Replay: miss`, from the
    /// replay server, the recorder and the in-process replay alike.
    public static let headerFields: HTTPFields = [
        .contentType: "application/json", HTTPField.Name(known: "X-NowTape-Replay"): "miss",
    ]

    /// The miss answer's body: this report as compact JSON.
    public var body: [UInt8] { JSONWriter.compactBytes(json) }
}
