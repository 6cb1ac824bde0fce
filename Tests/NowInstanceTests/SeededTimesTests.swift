import NowInstance
import NowQuery
import NowStore
import Synchronization
import Testing

@Suite("Records inserted with their times leave the clock alone")
struct SeededTimesTests {
    @Test("a record given sys_created_on and sys_updated_on keeps them and reads no clock; one without reads it once")
    func givenTimesReadNoClock() throws {
        let readings = Mutex(0)
        let start = UTCTimestamp(year: 2026, month: 3, day: 18, hour: 12)
        let repository = try RecordRepository(
            store: NowStore(), dictionary: StandardTables.dictionary, seed: 7,
            clock: {
                let tick = readings.withLock { count -> Int in
                    count += 1
                    return count
                }
                return start.adding(seconds: tick)
            })
        let times = ["sys_created_on": "2026-03-02 10:00:00", "sys_updated_on": "2026-03-02 10:00:00"]
        let seeded = try repository.insert(
            "cmdb_rel_type", values: ["name": "Feeds::Fed by"], user: "system", systemValues: times)
        #expect(readings.withLock { $0 } == 0)
        #expect(seeded["sys_created_on"] == "2026-03-02 10:00:00")
        #expect(seeded["sys_updated_on"] == "2026-03-02 10:00:00")
        let fresh = try repository.insert("cmdb_rel_type", values: ["name": "Uses::Used by"], user: "system")
        #expect(readings.withLock { $0 } == 1)
        #expect(fresh["sys_created_on"] == "2026-03-18 12:00:01")
    }
}
