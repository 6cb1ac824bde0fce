extension Cassette {
    /// This cassette with each interaction that is the same exchange as the one at the same place in `earlier`
    /// (``Interaction/sameExchange(as:ignoring:)``, leaving out the headers this cassette marks volatile) replaced by
    /// that earlier one, keeping its recorded time and duration: re-recording an unchanged session writes the same
    /// bytes.
    public func keepingTimes(of earlier: [Interaction]) -> Cassette {
        var kept = self
        let ignoring = Set(volatileHeaders)
        for index in kept.interactions.indices where index < earlier.count {
            if kept.interactions[index].sameExchange(as: earlier[index], ignoring: ignoring) {
                kept.interactions[index] = earlier[index]
            }
        }
        return kept
    }
}
