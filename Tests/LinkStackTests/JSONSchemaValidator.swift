import Foundation
@_spi(Engine) @testable import LinkStack

/// A JSON Schema validator for the keywords `Routes/schema.json` uses: `type`, `enum`,
/// `properties`, `additionalProperties`, `required`, `items`, `minItems`, `minimum`, `maximum`,
/// `pattern` (run by PCRE2), `oneOf`, `allOf` and local `$ref`. Values are what `Yams.load`
/// gives: dictionaries, arrays, strings, `Int`, `Double`, `Bool`, `NSNull`.
struct JSONSchemaValidator {
    let root: [String: Any]

    /// Every way `value` breaks the schema, each with its JSON path.
    func errors(_ value: Any?) -> [String] { errors(value, root, at: "$") }

    private func errors(_ value: Any?, _ schema: [String: Any], at path: String) -> [String] {
        if let reference = schema["$ref"] as? String {
            let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
            guard let definitions = root["$defs"] as? [String: Any], let target = definitions[name] as? [String: Any] else {
                return ["\(path): unknown $ref \(reference)"]
            }
            return errors(value, target, at: path)
        }
        var found: [String] = []
        if let types = schema["type"] {
            let allowed = (types as? [String]) ?? [(types as? String) ?? ""]
            guard allowed.contains(where: { Self.value(value, is: $0) }) else { return ["\(path): not of type \(allowed)"] }
        }
        if let options = schema["enum"] as? [String], !options.contains(where: { $0 == (value as? String) }) {
            found.append("\(path): not one of \(options)")
        }
        if let all = schema["allOf"] as? [[String: Any]] {
            for part in all { found += errors(value, part, at: path) }
        }
        if let options = schema["oneOf"] as? [[String: Any]] {
            let passing = options.filter { errors(value, $0, at: path).isEmpty }.count
            if passing != 1 { found.append("\(path): matches \(passing) of the oneOf alternatives, not exactly one") }
        }
        if let object = value as? [String: Any] { found += objectErrors(object, schema, at: path) }
        if let array = value as? [Any] {
            if let least = schema["minItems"] as? Int, array.count < least { found.append("\(path): fewer than \(least) items") }
            if let items = schema["items"] as? [String: Any] {
                for (index, item) in array.enumerated() { found += errors(item, items, at: "\(path)[\(index)]") }
            }
        }
        if !(value is Bool), let number = (value as? Int).map(Double.init) ?? (value as? Double) {
            if let least = schema["minimum"] as? Double, number < least { found.append("\(path): below \(least)") }
            if let most = schema["maximum"] as? Double, number > most { found.append("\(path): above \(most)") }
        }
        if let text = value as? String, let pattern = schema["pattern"] as? String,
           (try? PCRE2Pattern(pattern).matches(text)) != true {
            found.append("\(path): does not match \(pattern)")
        }
        return found
    }

    private func objectErrors(_ object: [String: Any], _ schema: [String: Any], at path: String) -> [String] {
        var found: [String] = []
        for name in (schema["required"] as? [String]) ?? [] where object[name] == nil {
            found.append("\(path): missing \(name)")
        }
        let properties = schema["properties"] as? [String: Any] ?? [:]
        for (key, member) in object {
            if let property = properties[key] as? [String: Any] {
                found += errors(member, property, at: "\(path).\(key)")
            } else if let additional = schema["additionalProperties"] as? [String: Any] {
                found += errors(member, additional, at: "\(path).\(key)")
            } else if (schema["additionalProperties"] as? Bool) == false {
                found.append("\(path): unknown property \(key)")
            }
        }
        return found
    }

    private static func value(_ value: Any?, is type: String) -> Bool {
        switch type {
        case "null": return value == nil || value is NSNull
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "string": return value is String
        case "boolean": return value is Bool
        case "integer": return value is Int && !(value is Bool)
        case "number": return (value is Int || value is Double) && !(value is Bool)
        default: return false
        }
    }
}
