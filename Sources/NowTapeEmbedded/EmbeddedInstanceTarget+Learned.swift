import Foundation
import InstanceLearning
import NowInstance
import NowTapeTransports

extension InProcessInstance where Self == EmbeddedInstanceTarget {
    /// A fresh instance per test, learned from the cassettes and HAR files at `paths` (files or folders, from the
    /// package's folder) in place of the demo data, with the rate limits their answers showed and `updateSets`
    /// installed on top. The recordings are read and
    /// learned once, here; a path that does not exist, or recordings with no Table API record, throw.
    public static func learned(from paths: [String], updateSets: [String] = []) throws -> Self {
        let learned = try InstanceLearner().learn(try LearningSources.read(paths))
        return EmbeddedInstanceTarget {
            var configuration = InstanceConfiguration(clock: { SeedData.referenceDate }, updateSets: updateSets)
            learned.apply(to: &configuration)
            configuration.serverLogLevel = .critical
            configuration.measuresElapsedTime = false
            return configuration
        }
    }
}
