/// The incidents each filter selects from the seed data (200 incidents, the runner's clock on the seed's reference
/// day, 2026-03-18), worked out from the records with plain predicates rather than with NowQuery.
enum FilterExpectations {
    /// Active, and `broken` in the short description.
    static let broken = numbers(
        9, 15, 16, 32, 35, 37, 55, 57, 60, 63, 85, 87, 88, 92, 97, 109, 144, 165, 167, 182, 185, 186, 194)

    /// Active and unassigned or Abel Tuter's, or escalation 2 or 3.
    static let reassignOrEscalation = numbers(
        1, 2, 4, 6, 8, 9, 11, 13, 14, 15, 17, 19, 22, 23, 26, 27, 28, 31, 32, 33, 34, 35, 38, 40, 43, 45, 47, 48, 50,
        56,
        57, 58, 63, 64, 65, 67, 68, 69, 71, 72, 75, 76, 77, 78, 79, 80, 83, 85, 86, 88, 89, 92, 93, 95, 96, 97, 98, 100,
        101, 102, 103, 104, 105, 106, 111, 112, 113, 114, 117, 119, 121, 122, 123, 124, 133, 134, 135, 136, 138, 143,
        144, 145, 147, 148, 149, 150, 151, 153, 155, 156, 157, 159, 160, 161, 164, 170, 172, 174, 175, 179, 182, 185,
        188, 190, 191, 193, 194, 195, 196, 199)

    /// Active, and `iOS 13` or `iOS 14` in the text.
    static let keywords = numbers(
        4, 7, 14, 24, 29, 52, 54, 59, 64, 68, 79, 107, 114, 121, 127, 130, 131, 141, 147, 150, 153, 155, 187, 189, 193,
        195)

    /// Active, with `sla_due` on or after 2026-03-18 00:00:00.
    static let slaDue = numbers(
        3, 18, 33, 34, 48, 55, 63, 69, 86, 88, 96, 101, 120, 137, 138, 139, 147, 171, 185, 187, 188, 190, 191)

    /// Active, and guest.user is the caller or opened it: what a user without roles may see.
    static let guestVisible = numbers(43, 51, 60, 65, 68, 77, 87, 92, 97, 99, 102, 109, 133, 136, 141, 150, 167, 194)

    /// `INC0010009` for 9.
    static func numbers(_ values: Int...) -> [String] { values.map { "INC" + String(10_010_000 + $0).dropFirst(1) } }
}
