import Scenarios

/// The bundled suites: a snapshot of the tables the others read (for an instance learned offline), Table API CRUD, the Mobile SDK's four filter styles, GraphQL, the Task Tracker (My Work)
/// flows, ACLs, push payloads, the Attachment, Aggregate, Import Set and Batch APIs, the Team Board application
/// written for ES12 mode, and the Loaner Desk application kept as a source-control folder. They expect the embedded
/// instance's seed data, the My Work update sets, the incident import set, the Team Board set and the Loaner Desk
/// folder.
public enum MyWorkSuites {
    /// Every bundled suite, in the order they run.
    public static var all: [Suite] {
        [snapshot, crud, filters, graphQL, taskTracker, acls, push, platformAPIs, teamBoard, loanerDesk]
    }

    /// The update-set file names (under `UpdateSets/`) the suites need installed.
    public static let updateSetFiles = [
        "my_work_task_tracker.xml", "my_work_push.xml", "incident_import.xml", "team_board_es12.xml", "loaner_desk",
    ]
}
