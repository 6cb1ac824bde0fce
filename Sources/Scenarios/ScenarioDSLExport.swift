// The suites a run takes are written in the DSL, so the runner comes with it.
@_exported import ScenarioDSL
