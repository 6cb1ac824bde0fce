import Foundation
import JSONText
import NowStore

extension RecordRenderer {
    /// ``renderPage(_:fields:)`` for records as the store holds them, in JSON with sorted member names: each value
    /// that the response shows as it is stored is copied from that JSON, with no string made for it. A reference,
    /// an escaped string, a display value or a dot-walk is read as ``renderPage(_:fields:)`` reads it, and a record
    /// whose JSON is not in the store's sorted form is decoded whole first. The bytes are the same either way.
    func renderPage(soups: [String], storageTable: String, fields: [String]?) throws -> String {
        var output = JSONOutput(indent: nil)
        output.bytes.reserveCapacity(soups.count * 1_280 + 16)
        output.append(#"{"result":["#)
        var layout = SoupLayout()
        // Dot-walks follow references record by record, so such a page is read from decoded records throughout.
        let decodesAll = fields?.contains { $0.utf8.contains(UInt8(ascii: ".")) } == true
        for (index, soup) in soups.enumerated() {
            if index > 0 { output.append(",") }
            var contiguous = soup
            try contiguous.withUTF8 { bytes in
                guard !decodesAll, let spans = try? JSONParser.memberSpans(bytes), spans.namesInOrder else {
                    let record = InstanceRecord(stored: try NowStore.soupTexts(soup), storageTable: storageTable)
                    let columns = plans.columns(of: record.table, fields: fields, dictionary: dictionary)
                    return write(record, columns: columns, to: &output)
                }
                let table = Self.className(spans, bytes) ?? storageTable
                if table != layout.table {
                    layout = SoupLayout(
                        table: table, plan: plans.plan(of: table, fields: fields, dictionary: dictionary),
                        linkOpening: linkOpening(of:))
                }
                write(spans, bytes, layout: &layout, to: &output)
            }
        }
        output.append("]}")
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// One record's object, its values taken from `spans` of `bytes`.
    private func write(
        _ spans: JSONMemberSpans, _ bytes: UnsafeBufferPointer<UInt8>, layout: inout SoupLayout,
        to output: inout JSONOutput
    ) {
        layout.locate(spans, bytes)
        output.append("{")
        var first = true
        for (position, column) in layout.columns.enumerated() {
            // A page with dot-walks never gets here: it is read from decoded records.
            guard case .own(let own) = column else { continue }
            if !first { output.append(",") }
            first = false
            output.bytes.append(contentsOf: own.memberOpening)
            let found = layout.memberOfColumn[position]
            if own.isJournal || found < 0 {
                writeValue("", field: own.field, to: &output)
            } else {
                let member = spans.members[found]
                let actual = displayValue == .actual
                let copies = actual && (!own.isReference || excludeReferenceLink)
                switch member.kind {
                case .plainString where copies:
                    output.append(raw: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[member.value])))
                case .plainString where actual && member.value.count > 2:
                    // `{"link":"<base>/<table>/<value>","value":"<value>"}`, the value needing no escape.
                    let inner = (member.value.lowerBound + 1)..<(member.value.upperBound - 1)
                    output.append(#"{"link":""#)
                    output.bytes.append(contentsOf: layout.linkOpenings[position])
                    output.append(raw: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[inner])))
                    output.append(#"","value":"#)
                    output.append(raw: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[member.value])))
                    output.append("}")
                case .number where copies, .boolean where copies:
                    output.append("\"")
                    output.append(raw: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[member.value])))
                    output.append("\"")
                default:
                    writeValue(JSONMemberSpans.text(of: member, in: bytes) ?? "", field: own.field, to: &output)
                }
            }
        }
        output.append("}")
    }

    /// A reference column's link up to its value, escaped as inside a JSON string: `<base><api>/<table>/`.
    private func linkOpening(of own: ColumnPlans.OwnField) -> [UInt8] {
        guard case .reference(let target) = own.field.kind else { return [] }
        var output = JSONOutput(indent: nil, capacity: 128)
        output.writeString("\(baseURL)\(apiPrefix)/\(target)/")
        return Array(output.bytes.dropFirst().dropLast())
    }

    /// The record's class, when its JSON names one.
    private static func className(_ spans: JSONMemberSpans, _ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var name = "sys_class_name"
        guard let member = name.withUTF8({ spans.member(named: $0, in: bytes) }),
            let text = JSONMemberSpans.text(of: member, in: bytes), !text.isEmpty
        else { return nil }
        return text
    }
}

/// The columns one table's records show, and for each, where the record being written holds its value.
struct SoupLayout {
    var table = ""
    private(set) var plan = ColumnPlans.Plan([])
    var columns: [ColumnPlans.Column] { plan.columns }
    /// For each column, the opening of its reference links (see ``RecordRenderer``), or nothing.
    private(set) var linkOpenings: [[UInt8]] = []
    /// For each column, the index of the member holding its value in the record being written, or -1.
    private(set) var memberOfColumn: [Int] = []

    init() {}

    init(table: String, plan: ColumnPlans.Plan, linkOpening: (ColumnPlans.OwnField) -> [UInt8]) {
        self.table = table
        self.plan = plan
        linkOpenings = plan.columns.map { column in
            guard case .own(let own) = column, own.isReference else { return [] }
            return linkOpening(own)
        }
        memberOfColumn = Array(repeating: -1, count: plan.columns.count)
    }

    /// Finds each column's member in a record whose member names are in byte order, walking both lists once.
    mutating func locate(_ spans: JSONMemberSpans, _ bytes: UnsafeBufferPointer<UInt8>) {
        var member = 0
        for (position, name) in plan.sortedNames {
            var found = -1
            while member < spans.members.count {
                let order = Self.compare(bytes, spans.members[member].name, name)
                if order < 0 {
                    member += 1
                    continue
                }
                if order == 0 { found = member }
                break
            }
            memberOfColumn[position] = found
        }
    }

    /// How the bytes of `bytes` in `range` sort against `name`: negative before, 0 equal, positive after.
    private static func compare(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ name: [UInt8]) -> Int {
        let shared = min(range.count, name.count)
        let order = name.withUnsafeBufferPointer { named -> Int32 in
            guard shared > 0, let base = bytes.baseAddress, let other = named.baseAddress else { return 0 }
            return memcmp(base + range.lowerBound, other, shared)
        }
        return order != 0 ? Int(order) : range.count - name.count
    }
}
