import JSONText

/// Why a request did not replay: the closest recorded interactions, each with a field-by-field diff.
public struct MissReport: Sendable {
    /// A recorded interaction near the request.
    public struct NearMiss: Sendable {
        /// `cassette#index`.
        public let label: String
        public let request: RecordedRequest
        public let differences: [MatchDifference]
    }

    public let request: RecordedRequest
    /// True when interactions matched but were all played and repeats are off.
    public let allPlayed: Bool
    public let closest: [NearMiss]

    /// The report as the JSON body a miss answers with.
    public var json: JSONValue {
        let hint: String
        if allPlayed {
            hint =
                "Every matching interaction was already played. Allow repeats (--repeats last) or record the call again."
        } else if closest.isEmpty {
            hint = "The cassettes hold no interactions. Record them first with nowtape record."
        } else {
            hint = "No recorded interaction matches. Fix the request, or re-record with --mode new to add it."
        }
        return .object([
            (
                "nowtape_replay_miss",
                .object([
                    ("message", .string(hint)),
                    (
                        "request",
                        .object([("method", .string(request.method)), ("url", .string(request.target))])
                    ),
                    (
                        "closest",
                        .array(
                            closest.map { near in
                                .object([
                                    ("interaction", .string(near.label)),
                                    ("method", .string(near.request.method)),
                                    ("url", .string(near.request.target)),
                                    (
                                        "differences",
                                        .array(
                                            near.differences.map { difference in
                                                .object([
                                                    ("field", .string(difference.field)),
                                                    ("recorded", difference.recorded.map(JSONValue.string) ?? .null),
                                                    ("actual", difference.actual.map(JSONValue.string) ?? .null),
                                                ])
                                            })
                                    ),
                                ])
                            })
                    ),
                ])
            )
        ])
    }

    /// The report as console lines.
    public var text: String {
        var lines = ["MISS \(request.method) \(request.target)"]
        if allPlayed { lines.append("  every matching interaction was already played (repeats are off)") }
        if closest.isEmpty { lines.append("  the cassettes hold no interactions") }
        for near in closest {
            lines.append("  closest: \(near.label) \(near.request.method) \(near.request.target)")
            for difference in near.differences {
                lines.append("    - \(difference)")
            }
            if near.differences.isEmpty { lines.append("    - identical, but already played") }
        }
        return lines.joined(separator: "\n")
    }
}
