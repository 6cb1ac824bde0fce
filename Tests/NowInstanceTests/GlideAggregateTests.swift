import Foundation
import NowInstance
import Testing

/// `GlideAggregate` in a scripted REST script, answered by the same engine as the Aggregate API.
@Suite("Scripted REST: GlideAggregate")
struct GlideAggregateTests {
    @Test("counts, averages and groups agree with the Aggregate API; errors name what to call")
    func agreesWithStats() async throws {
        let script = """
            (function process(request, response) {
                var total = new GlideAggregate('incident');
                total.addQuery('active', true);
                total.addAggregate('COUNT');
                total.addAggregate('AVG', 'reassignment_count');
                total.query();
                total.next();
                var byPriority = new GlideAggregate('incident');
                byPriority.addAggregate('COUNT');
                byPriority.groupBy('priority');
                byPriority.orderByAggregate('COUNT');
                byPriority.query();
                var groups = [];
                while (byPriority.next()) {
                    groups.push({ priority: byPriority.getValue('priority'),
                                  label: byPriority.getDisplayValue('priority'),
                                  count: byPriority.getAggregate('COUNT') });
                }
                var big = new GlideAggregate('incident');
                big.addAggregate('COUNT');
                big.groupBy('priority');
                big.addHaving('COUNT', '', '>', 40);
                big.query();
                var missing = '';
                try { total.getAggregate('SUM', 'reassignment_count'); } catch (e) { missing = String(e.message); }
                var unknown = '';
                try { var bad = new GlideAggregate('incident'); bad.addAggregate('MEDIAN', 'priority'); bad.query(); }
                catch (e) { unknown = String(e.message); }
                return { count: total.getAggregate('COUNT'), avg: total.getAggregate('AVG', 'reassignment_count'),
                         groups: groups, big: big.getRowCount(), missing: missing, unknown: unknown };
            })(request, response);
            """
        let fixture = UpdateSetFixture.api(operations: [("GET", "/stats", script, true)])
        try await withInstance(try ScriptedRESTHostTests.configuration(fixture)) { client in
            let scripted = try await client.request("/api/x_test/v1/probe/stats", user: "john.doe")
            #expect(scripted.status == 200, "\(scripted.text)")
            let stats = try await client.request(
                "/api/now/stats/incident?sysparm_query=active%3Dtrue&sysparm_count=true"
                    + "&sysparm_avg_fields=reassignment_count", user: "john.doe")
            let expected = (stats.json["result"] as? [String: Any])?["stats"] as? [String: Any]
            #expect(scripted.result["count"] as? String == expected?["count"] as? String)
            #expect(
                scripted.result["avg"] as? String
                    == (expected?["avg"] as? [String: String])?["reassignment_count"])
            let groups = try #require(scripted.result["groups"] as? [[String: String]])
            let counts = groups.compactMap { Int($0["count"] ?? "") }
            #expect(counts == counts.sorted(by: >))
            #expect(groups.count == 5)
            #expect(groups.contains { $0["priority"] == "1" && $0["label"] == "1 - Critical" })
            let grouped = try await client.request(
                "/api/now/stats/incident?sysparm_count=true&sysparm_group_by=priority", user: "john.doe")
            let statsCounts = (grouped.json["result"] as? [[String: Any]] ?? []).compactMap {
                Int(($0["stats"] as? [String: Any])?["count"] as? String ?? "")
            }
            #expect(counts.sorted() == statsCounts.sorted())
            #expect(scripted.result["big"] as? Int == statsCounts.filter { $0 > 40 }.count)
            #expect((scripted.result["missing"] as? String)?.contains("addAggregate('SUM'") == true)
            #expect((scripted.result["unknown"] as? String)?.contains("COUNT, AVG, MIN, MAX or SUM") == true)
        }
    }
}
