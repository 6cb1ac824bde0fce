/// How every target runs a scenario's steps on its context: in order; after a failure the remaining setup and main
/// steps are skipped, and the teardown steps run all the same.
public enum ScenarioExecution {
    /// Runs the steps of `scenario` on `context`, calling `finished` as each ends or is skipped, and returns their
    /// reports in order.
    public static func run(
        _ scenario: Scenario, on context: ScenarioContext,
        finished: (Step, StepReport) -> Void = { _, _ in }
    ) async -> [StepReport] {
        var reports: [StepReport] = []
        var failed = false
        for step in scenario.steps {
            let report: StepReport
            if failed && step.phase != .teardown {
                report = StepReport(
                    name: step.name, phase: step.phase, status: .skipped, seconds: 0, location: step.location)
            } else {
                report = await run(step, on: context)
                failed = failed || report.status == .failed
            }
            finished(step, report)
            reports.append(report)
        }
        return reports
    }

    /// Runs one step, whatever its phase, and reports it: any error it throws fails it.
    private static func run(_ step: Step, on context: ScenarioContext) async -> StepReport {
        let start = ContinuousClock.now
        let before = context.log.count
        var failure: ScenarioError?
        do {
            try await step.body(context)
        } catch let error as ScenarioError {
            failure = error
        } catch {
            failure = ScenarioError("\(error)")
        }
        return StepReport(
            name: step.name, phase: step.phase, status: failure == nil ? .passed : .failed,
            seconds: ObservingTransport.seconds(since: start), failure: failure, exchanges: context.log.since(before),
            location: step.location)
    }
}
