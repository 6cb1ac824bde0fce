import JSONText
import NowQuery

/// The CMDB Instance API: lists the configuration items of a CMDB class, reads one with its relations, creates and
/// updates one at a time, and adds and removes its relations. Every call needs the itil role, as on the platform,
/// and the class must be a table that extends `cmdb_ci`.
struct CMDBInstanceAPI: Sendable {
    let operations: TableOperations
    let log: InstanceLog
    var repository: RecordRepository { operations.repository }

    /// Answers `/cmdb/instance/{className}` (GET lists, POST creates) and `/cmdb/instance/{className}/{sys_id}` (GET
    /// reads, PUT and PATCH update).
    func handle(_ request: APIRequest, className: String, sysID: String?, user: InstanceUser) -> APIResponse {
        answer(request, className: className, user: user) { dictionary in
            switch (request.method, sysID) {
            case ("GET", nil): return try list(request, className: className, user: user, dictionary: dictionary)
            case ("POST", nil): return try create(request, className: className, user: user, dictionary: dictionary)
            case ("GET", let sysID?):
                let record = try operations.visibleRecord(
                    table: className, sysID: sysID, user: user, dictionary: dictionary)
                return .json(200, try writer(request, dictionary).answer(record))
            case ("PUT", let sysID?), ("PATCH", let sysID?):
                return try update(request, className: className, sysID: sysID, user: user, dictionary: dictionary)
            case (_, nil): throw InstanceError.methodNotAllowed(method: request.method, allowed: ["GET", "POST"])
            case (_, .some):
                throw InstanceError.methodNotAllowed(method: request.method, allowed: ["GET", "PUT", "PATCH"])
            }
        }
    }

    /// Answers `/cmdb/instance/{className}/{sys_id}/relation` (POST adds relations) and
    /// `…/relation/{rel_sys_id}` (DELETE removes one).
    func handleRelation(
        _ request: APIRequest, className: String, sysID: String, relationID: String?, user: InstanceUser
    ) -> APIResponse {
        answer(request, className: className, user: user) { dictionary in
            let item = try operations.visibleRecord(table: className, sysID: sysID, user: user, dictionary: dictionary)
            switch (request.method, relationID) {
            case ("POST", nil):
                let body = try CMDBRequestBody(request.body)
                guard !body.outbound.isEmpty || !body.inbound.isEmpty else {
                    throw CMDBRequestBody.problem(
                        "Send outbound_relations or inbound_relations: [{\"type\":…,\"target\":…}]")
                }
                try check(body, dictionary: dictionary, user: user)
                try addRelations(body, to: item.sysID, user: user, dictionary: dictionary)
                return .json(200, try writer(request, dictionary).answer(item))
            case ("DELETE", let relationID?):
                let relation = try? operations.visibleRecord(
                    table: "cmdb_rel_ci", sysID: relationID, user: user, dictionary: dictionary)
                guard let relation, relation["parent"] == item.sysID || relation["child"] == item.sysID else {
                    throw InstanceError.notFound(
                        message: "No Record found",
                        detail: "\(item[dictionary.displayField(of: item.table)]) has no relation \(relationID); "
                            + "read the item to list its relations' sys_ids")
                }
                _ = try operations.delete("cmdb_rel_ci", sysID: relationID, user: user, dictionary: dictionary)
                return APIResponse(status: 204)
            case (_, nil): throw InstanceError.methodNotAllowed(method: request.method, allowed: ["POST"])
            case (_, .some): throw InstanceError.methodNotAllowed(method: request.method, allowed: ["DELETE"])
            }
        }
    }

    private func list(
        _ request: APIRequest, className: String, user: InstanceUser, dictionary: TableDictionary
    ) throws -> APIResponse {
        let parameters = TableParameters(request.queryItems, tableFields: dictionary.fields(of: className))
        let found = try operations.list(
            className, query: parameters.query, user: user, limit: parameters.limit, offset: parameters.offset,
            dictionary: dictionary)
        let items = found.records.map { record in
            JSONFragments.object([
                ("sys_id", JSONFragments.string(record.sysID)), ("name", JSONFragments.string(record["name"])),
            ])
        }
        return .json(200, JSONFragments.object([("result", JSONFragments.array(items))]))
    }

    private func create(
        _ request: APIRequest, className: String, user: InstanceUser, dictionary: TableDictionary
    ) throws -> APIResponse {
        let body = try CMDBRequestBody(request.body)
        guard var values = body.attributes, !values.isEmpty else {
            throw CMDBRequestBody.problem(
                "attributes is required: the new item's field values, such as {\"name\":\"lnux100\"}")
        }
        // An item of a more specific class than the path's is created as that class.
        var itemClass = className
        if let named = values.removeValue(forKey: "sys_class_name"), !named.isEmpty, named != className {
            guard dictionary.table(named) != nil, dictionary.extends(named, className) else {
                throw CMDBRequestBody.problem(
                    "attributes.sys_class_name \(named) is not \(className) or a class that extends it")
            }
            itemClass = named
        }
        if (values["discovery_source"] ?? "").isEmpty { values["discovery_source"] = body.source }
        // Every relation is checked before anything is written, so a bad one leaves no half-made item behind.
        try check(body, dictionary: dictionary, user: user)
        let record = try operations.insert(
            itemClass, values: values, displayValues: false, user: user, dictionary: dictionary)
        try addRelations(body, to: record.sysID, user: user, dictionary: dictionary)
        return .json(200, try writer(request, dictionary).answer(record))
    }

    private func update(
        _ request: APIRequest, className: String, sysID: String, user: InstanceUser, dictionary: TableDictionary
    ) throws -> APIResponse {
        let body = try CMDBRequestBody(request.body)
        guard var values = body.attributes, !values.isEmpty else {
            throw CMDBRequestBody.problem(
                "attributes is required: the field values to change, such as {\"name\":\"lnux101\"}")
        }
        values["sys_class_name"] = nil
        let record = try operations.update(
            className, sysID: sysID, values: values, displayValues: false, user: user, dictionary: dictionary)
        return .json(200, try writer(request, dictionary).answer(record))
    }

    /// Throws a 400 naming the first relation whose type or target does not exist.
    private func check(_ body: CMDBRequestBody, dictionary: TableDictionary, user: InstanceUser) throws {
        for relation in body.outbound + body.inbound {
            guard (try? repository.record("cmdb_rel_type", sysID: relation.type)) ?? nil != nil else {
                throw CMDBRequestBody.problem(
                    "No relationship type \(relation.type) in cmdb_rel_type; list them at /api/now/table/cmdb_rel_type")
            }
            guard
                (try? operations.visibleRecord(
                    table: "cmdb_ci", sysID: relation.target, user: user, dictionary: dictionary))
                    != nil
            else {
                throw CMDBRequestBody.problem(
                    "No configuration item \(relation.target) in cmdb_ci to relate to; list them at "
                        + "/api/now/cmdb/instance/cmdb_ci")
            }
        }
    }

    /// Adds the body's relations, which ``check(_:dictionary:user:)`` has checked, to item `sysID`: it is the parent of
    /// each outbound one and the child of each inbound one. A relation the item already has is not added twice.
    private func addRelations(
        _ body: CMDBRequestBody, to sysID: String, user: InstanceUser, dictionary: TableDictionary
    ) throws {
        let wanted =
            body.outbound.map { (parent: sysID, child: $0.target, type: $0.type) }
            + body.inbound.map { (parent: $0.target, child: sysID, type: $0.type) }
        for relation in wanted {
            let query = EncodedQuery.matching("parent", equals: relation.parent)
                .narrowed(by: QueryClause(QueryCondition(FieldPath("child"), .equals, relation.child)))
                .narrowed(by: QueryClause(QueryCondition(FieldPath("type"), .equals, relation.type)))
            guard try repository.find("cmdb_rel_ci", query: query, context: QueryContext(), limit: 1).records.isEmpty
            else { continue }
            _ = try operations.insert(
                "cmdb_rel_ci", values: ["parent": relation.parent, "child": relation.child, "type": relation.type],
                displayValues: false, user: user, dictionary: dictionary)
        }
    }

    private func writer(_ request: APIRequest, _ dictionary: TableDictionary) -> CMDBItemWriter {
        CMDBItemWriter(repository: repository, dictionary: dictionary, baseURL: request.baseURL)
    }

    /// Checks the caller's role and the class, runs `work`, and turns what it throws into the platform's answer, in
    /// JSON or, when the client's `Accept` asks for it, XML.
    private func answer(
        _ request: APIRequest, className: String, user: InstanceUser,
        _ work: (TableDictionary) throws -> APIResponse
    ) -> APIResponse {
        answerWithoutFormat(request, className: className, user: user, work)
            .formatted(as: BodyFormat.accepted(by: request.headers[.accept]))
    }

    private func answerWithoutFormat(
        _ request: APIRequest, className: String, user: InstanceUser,
        _ work: (TableDictionary) throws -> APIResponse
    ) -> APIResponse {
        let dictionary = repository.dictionary
        do {
            guard user.isAdmin || user.hasRole("itil") else { throw InstanceError.readDenied }
            guard dictionary.table(className) != nil, dictionary.extends(className, "cmdb_ci") else {
                throw InstanceError.badRequest(
                    message: "Invalid class name",
                    detail: "\(className) is not a CMDB class; use cmdb_ci or a class that extends it, such as "
                        + "cmdb_ci_linux_server")
            }
            return try work(dictionary)
        } catch let error as InstanceError {
            return .error(error)
        } catch {
            return .error(
                .internalError(log.internalFailure(error, during: "\(request.method) cmdb/instance/\(className)")))
        }
    }
}
