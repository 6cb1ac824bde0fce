/// Which values in a recording are personal, for `nowtape cassette anonymize`: the name, user name, e-mail and phone
/// fields of the platform's user records and of every record, e-mail addresses anywhere, and the free-text fields a
/// rule names.
public struct AnonymizationRules: Sendable, Hashable {
    /// Fields holding a user name on any table (`sys_created_by`, `user_name`, …).
    public var userNameFields: Set<String> = [
        "user_name", "sys_created_by", "sys_updated_by", "user", "caller", "opened_by_user", "requested_for_user",
    ]
    /// Fields holding a person's name on user records (`sys_user`), and on any record for the fields that only ever
    /// hold one.
    public var personNameFields: Set<String> = ["first_name", "last_name", "middle_name"]
    /// Fields of user records whose whole value is a person's name.
    public var userRecordNameFields: Set<String> = ["name"]
    /// Fields holding an e-mail address.
    public var emailFields: Set<String> = ["email", "email_address"]
    /// Fields holding a phone number.
    public var phoneFields: Set<String> = ["phone", "mobile_phone", "home_phone", "business_phone", "phone_number"]
    /// Free-text fields whose whole value is replaced (`--field`), such as `short_description` or `comments`.
    public var freeTextFields: Set<String> = []
    /// Accounts that name no person, left as they are.
    public var keptUserNames: Set<String> = ["admin", "system", "guest", "maint", "integration"]
    /// The tables whose records are people, and whose references' display values are names.
    public var userTables: Set<String> = ["sys_user"]

    /// The default rules, with `freeTextFields` added.
    public init(freeTextFields: Set<String> = []) {
        self.freeTextFields = freeTextFields
    }
}
