/// One staging row to carry through one transform map: the map's script and field maps, as the update set defined
/// them.
public struct TransformJob: Sendable, Hashable {
    /// One field map (`sys_transform_entry`).
    public struct FieldMap: Sendable, Hashable {
        public var sourceField: String
        public var targetField: String
        /// Whether the target record is found by this field's value.
        public var coalesce: Bool
        /// Whether `sourceScript` gives the value instead of `sourceField`.
        public var useSourceScript: Bool
        public var sourceScript: String

        /// Creates a field map.
        public init(
            sourceField: String, targetField: String, coalesce: Bool, useSourceScript: Bool, sourceScript: String
        ) {
            self.sourceField = sourceField
            self.targetField = targetField
            self.coalesce = coalesce
            self.useSourceScript = useSourceScript
            self.sourceScript = sourceScript
        }
    }

    public var stagingTable: String
    public var rowID: String
    public var mapName: String
    public var mapSysID: String
    public var targetTable: String
    /// The map's own script, run after the field maps when `runScript` is set.
    public var script: String
    public var runScript: Bool
    /// Whether an empty source value clears the target field (`copy_empty_fields`); by default it leaves it as is.
    public var copyEmptyFields: Bool
    public var fieldMaps: [FieldMap]

    /// Creates a job.
    public init(
        stagingTable: String, rowID: String, mapName: String, mapSysID: String, targetTable: String, script: String,
        runScript: Bool, copyEmptyFields: Bool = false, fieldMaps: [FieldMap]
    ) {
        self.stagingTable = stagingTable
        self.rowID = rowID
        self.mapName = mapName
        self.mapSysID = mapSysID
        self.targetTable = targetTable
        self.script = script
        self.runScript = runScript
        self.copyEmptyFields = copyEmptyFields
        self.fieldMaps = fieldMaps
    }
}

/// What a transform did with one row.
public struct TransformOutcome: Sendable, Hashable {
    /// `inserted`, `updated`, `ignored`, `skipped` or `error`.
    public var status: String
    /// The target record's sys_id, when one was written.
    public var sysID: String
    /// The target table's display field and the record's display value.
    public var displayName: String
    public var displayValue: String
    /// Why the row failed, for `error`.
    public var errorMessage: String
    /// What the script set in `status_message`.
    public var statusMessage: String

    /// Creates an outcome.
    public init(
        status: String, sysID: String = "", displayName: String = "", displayValue: String = "",
        errorMessage: String = "", statusMessage: String = ""
    ) {
        self.status = status
        self.sysID = sysID
        self.displayName = displayName
        self.displayValue = displayValue
        self.errorMessage = errorMessage
        self.statusMessage = statusMessage
    }
}
