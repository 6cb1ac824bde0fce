/// An incident as the Table API sends it with actual values and no reference links: every field a string.
public struct Incident: Codable, Sendable, Hashable {
    public var sys_id: String
    public var number: String
    public var short_description: String
    public var state: String
    public var priority: String
    public var active: String
}

/// The fields a new incident is created with: its impact and urgency, from which the instance works out its priority.
public struct NewIncident: Codable, Sendable, Hashable {
    public var short_description: String
    public var impact: String
    public var urgency: String
    public var category: String
}

/// One task of the Task Tracker's list: the six keys the My Work script returns.
public struct TrackedTask: Codable, Sendable, Hashable {
    public var sys_id: String
    public var number: String
    public var short_desc: String
    public var created: String
    public var link: String
    public var snowui: String
}
