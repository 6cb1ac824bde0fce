import Scenarios

/// The bundled suites: Table API CRUD, the Mobile SDK's four filter styles, GraphQL, the Task Tracker (My Work)
/// flows, ACLs and push payloads. They expect the embedded instance's seed data and the My Work update set.
public enum MyWorkSuites {
    /// Every bundled suite, in the order they run.
    public static var all: [Suite] {
        [crud, filters, graphQL, taskTracker, acls, push]
    }

    /// The update-set file names (under `UpdateSets/`) the suites need installed.
    public static let updateSetFiles = ["my_work_task_tracker.xml", "my_work_push.xml"]
}
