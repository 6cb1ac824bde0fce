import Scenarios

/// The bundled suites: Table API CRUD, the Mobile SDK's four filter styles, GraphQL, the Task Tracker (My Work)
/// flows, ACLs, push payloads, and the Attachment, Aggregate, Import Set and Batch APIs. They expect the embedded
/// instance's seed data, the My Work update sets and the incident import set.
public enum MyWorkSuites {
    /// Every bundled suite, in the order they run.
    public static var all: [Suite] {
        [crud, filters, graphQL, taskTracker, acls, push, platformAPIs]
    }

    /// The update-set file names (under `UpdateSets/`) the suites need installed.
    public static let updateSetFiles = ["my_work_task_tracker.xml", "my_work_push.xml", "incident_import.xml"]
}
