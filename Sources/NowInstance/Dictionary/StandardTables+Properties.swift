extension StandardTables {
    /// System properties, `sys_properties`: the build properties the instance's release sets, and any an update
    /// set brings. Only admins read them, as on the platform, where a property's read roles default to admin.
    static var propertyTables: [TableDefinition] {
        [
            TableDefinition(
                "sys_properties", label: "System Property", displayField: "name",
                fields: [
                    FieldDefinition("name", .string), FieldDefinition("value", .string),
                    FieldDefinition("description", .string),
                    FieldDefinition(
                        "type",
                        .choice([
                            Choice("string", "string"), Choice("integer", "integer"), Choice("boolean", "true | false"),
                        ]), defaultValue: "string"),
                ])
        ]
    }
}
