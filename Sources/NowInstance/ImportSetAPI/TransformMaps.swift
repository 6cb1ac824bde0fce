import GlideScript
import NowQuery

/// The active transform maps of a staging table, in their order, with their field maps, read from the records
/// update sets installed.
struct TransformMaps {
    let repository: RecordRepository

    struct Map {
        let sysID: String
        let name: String
        let targetTable: String
        let script: String
        let runScript: Bool
        let copyEmptyFields: Bool
        let fieldMaps: [TransformJob.FieldMap]
    }

    func maps(for stagingTable: String) throws -> [Map] {
        let dictionary = repository.dictionary
        guard dictionary.table("sys_transform_map") != nil else { return [] }
        let found = try repository.find(
            "sys_transform_map", query: EncodedQuery.matching("source_table", equals: stagingTable),
            context: QueryContext()
        ).records
        let active = found.filter { $0["active"].lowercased() != "false" }.sorted {
            (Int($0["order"]) ?? 100, $0["name"]) < (Int($1["order"]) ?? 100, $1["name"])
        }
        return try active.map { record in
            Map(
                sysID: record.sysID, name: record["name"], targetTable: record["target_table"],
                script: record["script"], runScript: Self.flag(record["run_script"]),
                copyEmptyFields: Self.flag(record["copy_empty_fields"]),
                fieldMaps: try fieldMaps(of: record.sysID))
        }
    }

    private func fieldMaps(of map: String) throws -> [TransformJob.FieldMap] {
        guard repository.dictionary.table("sys_transform_entry") != nil else { return [] }
        let entries = try repository.find(
            "sys_transform_entry", query: EncodedQuery.matching("map", equals: map), context: QueryContext()
        ).records.sorted { $0["target_field"] < $1["target_field"] }
        return entries.map { entry in
            TransformJob.FieldMap(
                sourceField: entry["source_field"], targetField: entry["target_field"],
                coalesce: Self.flag(entry["coalesce"]), useSourceScript: Self.flag(entry["use_source_script"]),
                sourceScript: entry["source_script"])
        }
    }

    static func flag(_ value: String) -> Bool { value.lowercased() == "true" || value == "1" }
}
