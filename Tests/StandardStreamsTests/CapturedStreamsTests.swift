import StandardStreams
import Testing

@Suite("StandardStreams: capturing what a task writes")
struct CapturedStreamsTests {
    @Test("output and error are kept apart, in the order written, and the body's result comes back")
    func keepsBothStreams() {
        let (result, streams) = StandardStream.capturing { () -> Int in
            StandardStream.output.write("one ")
            StandardStream.error.writeLine("problem")
            StandardStream.output.writeLine("two")
            return 7
        }
        #expect(result == 7)
        #expect(streams.output == "one two\n")
        #expect(streams.error == "problem\n")
    }

    @Test("child tasks write into their parent's capture; a nested capture keeps its own")
    func childTasksAndNesting() async {
        let (_, outer) = await StandardStream.capturing {
            await withTaskGroup(of: Void.self) { group in
                for index in 0..<4 {
                    group.addTask { StandardStream.output.writeLine("child \(index)") }
                }
            }
            let (_, inner) = StandardStream.capturing { StandardStream.error.writeLine("inner") }
            #expect(inner.error == "inner\n")
            StandardStream.error.writeLine("outer")
        }
        #expect(outer.output.split(separator: "\n").sorted() == ["child 0", "child 1", "child 2", "child 3"])
        #expect(outer.error == "outer\n", "the nested capture's text stays in the nested capture")
    }

    @Test("a body that throws still ends its capture")
    func throwingBody() {
        struct Failure: Error {}
        #expect(throws: Failure.self) {
            _ = try StandardStream.capturing { () throws -> Int in
                StandardStream.output.write("partial")
                throw Failure()
            }
        }
        #expect(StandardStream.capture == nil)
    }
}
