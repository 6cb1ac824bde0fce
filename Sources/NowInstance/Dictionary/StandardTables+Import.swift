extension StandardTables {
    /// The import set states a staging row passes through.
    static let importStates = [
        Choice("pending", "Pending"), Choice("inserted", "Inserted"), Choice("updated", "Updated"),
        Choice("ignored", "Ignored"), Choice("skipped", "Skipped"), Choice("error", "Error"),
    ]

    /// The import set tables: sets, multi-sets, and the row every staging table extends.
    static var importTables: [TableDefinition] {
        [
            TableDefinition(
                "sys_import_set", label: "Import Set", displayField: "number", numberPrefix: "ISET",
                fields: [
                    FieldDefinition("number", .string, readOnly: true), FieldDefinition("table_name", .string),
                    FieldDefinition(
                        "state",
                        .choice([
                            Choice("loading", "Loading"), Choice("loaded", "Loaded"),
                            Choice("processed", "Processed"),
                        ])),
                    FieldDefinition(
                        "mode",
                        .choice([Choice("synchronous", "Synchronous"), Choice("asynchronous", "Asynchronous")])),
                    FieldDefinition("multi_import_set", .reference("sys_multi_import_set")),
                ]),
            TableDefinition(
                "sys_multi_import_set", label: "Multi Import Set", displayField: "sys_id",
                fields: [FieldDefinition("state", .string)]),
            TableDefinition(
                ImportSetTables.rowTable, label: "Import Set Row", displayField: "sys_import_row",
                fields: [
                    FieldDefinition("sys_import_set", .reference("sys_import_set"), label: "Set"),
                    FieldDefinition("sys_import_row", .integer, label: "Row"),
                    FieldDefinition("sys_import_state", .choice(importStates), label: "State"),
                    FieldDefinition("sys_import_state_comment", .string, label: "Comment"),
                    FieldDefinition("sys_target_sys_id", .string, label: "Target record"),
                    FieldDefinition("sys_target_table", .string, label: "Target table"),
                    FieldDefinition("sys_transform_map", .string, label: "Transform map"),
                    FieldDefinition("sys_row_error", .string, label: "Row error"),
                ]),
        ]
    }
}

/// Names the import set machinery shares.
enum ImportSetTables {
    /// The table every staging table extends.
    static let rowTable = "sys_import_set_row"
}
