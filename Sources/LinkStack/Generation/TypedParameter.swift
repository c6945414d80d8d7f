/// One parameter of a generated case: `id: Int`, `page: Int? = nil`, `filters: [String: String] = [:]`.
struct TypedParameter: Equatable {
    /// The parameter's name in the route files.
    let name: String
    /// Its Swift type, without the optional mark.
    let type: String
    /// Whether a link may go without it (an optional or defaulted query parameter).
    let isOptional: Bool
    /// Whether it is an open query map (`{*filters}`).
    var isMap: Bool { type == "[String: String]" }

    /// The route's parameters, typed: path parameters, then query ones, then an open map.
    static func of(_ route: LinkRoute) -> [TypedParameter] {
        var result = route.pathParameters.map { TypedParameter(name: $0.name, type: type(of: $0.kind), isOptional: false) }
        for requirement in route.query {
            guard case .parameter(let name, let kind) = requirement.value else { continue }
            result.append(TypedParameter(name: name, type: type(of: kind), isOptional: !route.isRequired(requirement)))
        }
        if let map = route.openQuery { result.append(TypedParameter(name: map, type: "[String: String]", isOptional: false)) }
        return result
    }

    /// The parameters of the routes that open one screen: each name with the type every route
    /// gives it (`String` where they differ), optional unless every route needs it.
    static func merged(_ lists: [[TypedParameter]]) -> [TypedParameter] {
        var order: [String] = [], merged: [String: TypedParameter] = [:]
        for list in lists {
            for parameter in list {
                guard let earlier = merged[parameter.name] else {
                    order.append(parameter.name)
                    merged[parameter.name] = parameter
                    continue
                }
                merged[parameter.name] = TypedParameter(name: parameter.name, type: earlier.type == parameter.type ? earlier.type : "String",
                                                        isOptional: earlier.isOptional || parameter.isOptional)
            }
        }
        return order.compactMap { name in
            guard let parameter = merged[name] else { return nil }
            let everywhere = lists.allSatisfy { $0.contains { $0.name == name } }
            return TypedParameter(name: name, type: parameter.type, isOptional: parameter.isOptional || (!everywhere && !parameter.isMap))
        }
    }

    private static func type(of kind: ParameterKind) -> String {
        switch kind {
        case .int, .intRange: return "Int"
        case .bool: return "Bool"
        default: return "String"
        }
    }

    /// `label: Type`, `label: Type? = nil` or `label: [String: String] = [:]`.
    func declaration(label: String) -> String {
        if isMap { return "\(label): [String: String] = [:]" }
        return isOptional ? "\(label): \(type)? = nil" : "\(label): \(type)"
    }

    /// The statement that puts the value bound to `label` into `params` as text.
    func assignment(label: String) -> String {
        let key = SwiftLiteral.string(name)
        let bare = label.filter { $0 != "`" }
        let text = type == "String" ? bare : "String(\(bare))"
        if isMap {
            return "if !\(bare).isEmpty { params[\(key)] = \(bare).sorted { $0.key < $1.key }.map { $0.key + \"=\" + $0.value }"
                + ".joined(separator: \"&\") }"
        }
        return isOptional ? "if let \(bare) { params[\(key)] = \(text) }" : "params[\(key)] = \(text)"
    }
}
