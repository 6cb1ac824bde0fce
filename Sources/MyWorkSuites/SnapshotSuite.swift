import NowQuery
import Scenarios

extension MyWorkSuites {
    /// The tables the other suites read, read whole with stored and display values before anything changes them: the
    /// recording `nowtape instance learn` needs to answer the suites' other reads offline (`docs/learning.md`).
    public static var snapshot: Suite {
        Suite("Offline snapshot", tags: ["snapshot"]) {
            Scenario("Read the tables the suites use, whole, for an instance learned offline", as: .basic("admin")) {
                for table in snapshotTables {
                    Call(
                        "Every \(table) record",
                        .list(
                            table,
                            FetchConfiguration(
                                limit: 1_000,
                                readConfiguration: FieldReadConfiguration(valueFormat: .displayAndActualValues)))
                    )
                    .expect(.status(200))
                }
            }
        }
    }

    /// The tables the snapshot reads.
    static let snapshotTables = [
        "sys_user", "sys_user_group", "sys_user_role", "sys_user_has_role", "cmn_department", "incident",
        "change_request", "problem", "sys_journal_field", "x_nowtape_loaner_device", "x_nowtape_loaner_loan",
    ]
}
