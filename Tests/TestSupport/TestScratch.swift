import Foundation
import TemporaryFolders

/// Where tests write their scratch files and folders: one folder of the test process's own under the temporary
/// directory. It goes when the process exits, and a run killed before then has it removed by the next run, so a test
/// that writes a file and never removes it leaves nothing behind.
public enum TestScratch {
    private static let folder = TemporaryFolder(prefix: "nowtape-tests-")

    /// A path named `name` inside the scratch folder, which this call creates when it is not there yet. Callers put
    /// a UUID in `name` when several tests use the same name.
    public static func url(_ name: String) -> URL {
        try? folder.create()
        return folder.url.appendingPathComponent(name)
    }
}
