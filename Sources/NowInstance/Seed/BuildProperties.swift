import GlideScript
import NowQuery

/// The system properties that name the build an instance runs, set for the release the embedded instance behaves
/// as: `glide.buildname` (`Zurich`), `glide.buildtag` and `glide.buildtag.last` (the release's general-availability
/// build tag) and `glide.war` (the same tag with `.zip`). A client that may read `sys_properties` (an admin, by
/// default) learns the release from them, as it would from a real instance.
enum BuildProperties {
    /// The properties, their values for `release`, and their fixed sys_ids, which take none from the sequence the
    /// seed hands out, so that adding them moved no other record's id.
    static func values(for release: PlatformRelease) -> [(name: String, value: String, sysID: String)] {
        let tag = release.generalAvailabilityBuildTag
        return [
            ("glide.buildname", release.description, "aa23f7034df40e6b26304c5721808775"),
            ("glide.buildtag", tag, "85889bf6e6858226927a064cbe44e6c0"),
            ("glide.buildtag.last", tag, "3fdff7c2a5829d7a7a7f895250fe5ede"),
            ("glide.war", tag + ".zip", "195382db824a09274538d6e62612a26c"),
        ]
    }

    /// Sets the build properties of `release` in `repository`, creating those that are missing: a data folder kept
    /// from a run on another release then names this one.
    static func apply(_ release: PlatformRelease, to repository: RecordRepository) throws {
        for (name, value, sysID) in values(for: release) {
            let query = EncodedQuery.matching("name", equals: name)
            let found = try repository.find("sys_properties", query: query, context: QueryContext(), limit: 1)
            if let existing = found.records.first {
                guard existing["value"] != value else { continue }
                _ = try repository.update(
                    "sys_properties", sysID: existing.sysID, values: ["value": value], user: "system")
            } else {
                _ = try repository.insert(
                    "sys_properties",
                    values: ["name": name, "value": value, "description": "The build this instance runs"],
                    user: "system", sysID: sysID)
            }
        }
    }
}
