import Foundation
import Testing

/// Apple's documented universal-link matching, written for the tests from the documentation and
/// not from LinkStack's code: the file is read with JSONSerialization, patterns become
/// NSRegularExpression (`*` any run, `?` one character), details and components are tried in
/// order, the first match decides and `exclude` stops. Link parts are compared percent-decoded;
/// a pattern is decoded unless `percentEncoded` is false; `caseSensitive: false` ignores case;
/// `defaults` (file-wide, then per details entry) give both flags.
final class AASAReferenceMatcher {
    private struct Component {
        var path: String?
        var query: Any?
        var fragment: String?
        var exclude: Bool
        var caseSensitive: Bool
        var percentEncoded: Bool
    }

    private let details: [(apps: [String], components: [Component])]
    /// Compiled patterns, by expression and case rule.
    private var compiled: [String: NSRegularExpression] = [:]

    init(data: Data) throws {
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let applinks = try #require(root["applinks"] as? [String: Any])
        let fileDefaults = applinks["defaults"] as? [String: Any] ?? [:]
        let entries = try #require(applinks["details"] as? [[String: Any]])
        details = entries.map { entry in
            let defaults = fileDefaults.merging(entry["defaults"] as? [String: Any] ?? [:]) { _, new in new }
            let apps = entry["appIDs"] as? [String] ?? [entry["appID"] as? String].compactMap { $0 }
            let components = (entry["components"] as? [[String: Any]] ?? []).map { item in
                Component(path: item["/"] as? String, query: item["?"], fragment: item["#"] as? String,
                          exclude: item["exclude"] as? Bool ?? false,
                          caseSensitive: item["caseSensitive"] as? Bool ?? defaults["caseSensitive"] as? Bool ?? true,
                          percentEncoded: item["percentEncoded"] as? Bool ?? defaults["percentEncoded"] as? Bool ?? true)
            }
            return (apps, components)
        }
    }

    /// Whether the link opens an app of the file (`app`, when given).
    func sendsToApp(_ url: String, app: String? = nil) -> Bool {
        guard let parts = URLComponents(string: url) else { return false }
        for detail in details {
            for component in detail.components where matches(component, parts) {
                return !component.exclude && (app.map(detail.apps.contains) ?? true)
            }
        }
        return false
    }

    private func matches(_ component: Component, _ url: URLComponents) -> Bool {
        if let literal = component.path, !literal.contains("*"), !literal.contains("?"), component.caseSensitive {
            // A pattern without wildcards is its text (decoded unless percentEncoded is false).
            guard (component.percentEncoded ? literal.removingPercentEncoding ?? literal : literal) == url.path else { return false }
        } else if !glob(component.path ?? "*", url.path, component) {
            return false
        }
        if let fragment = component.fragment, !glob(fragment, url.fragment ?? "", component) { return false }
        switch component.query {
        case nil: return true
        case let pattern as String: return glob(pattern, url.query ?? "", component)
        case let items as [String: String]:
            let given = url.queryItems ?? []
            return items.allSatisfy { name, pattern in
                given.contains { item in
                    same(item.name, name, component) && glob(pattern, item.value ?? "", component)
                }
            }
        default: return false
        }
    }

    private func same(_ a: String, _ b: String, _ component: Component) -> Bool {
        component.caseSensitive ? a == b : a.lowercased() == b.lowercased()
    }

    /// `pattern` against all of `text` (decoded already by URLComponents).
    private func glob(_ pattern: String, _ text: String, _ component: Component) -> Bool {
        var expression = "^"
        var literal = ""
        func flush() {
            let text = component.percentEncoded ? (literal.removingPercentEncoding ?? literal) : literal
            expression += NSRegularExpression.escapedPattern(for: text)
            literal = ""
        }
        for character in pattern {
            if character == "*" || character == "?" {
                flush()
                expression += character == "*" ? ".*" : "."
            } else {
                literal.append(character)
            }
        }
        flush()
        expression += "$"
        let options: NSRegularExpression.Options = component.caseSensitive ? [.dotMatchesLineSeparators] : [.dotMatchesLineSeparators, .caseInsensitive]
        let key = (component.caseSensitive ? "s" : "i") + expression
        guard let regex = compiled[key] ?? (try? NSRegularExpression(pattern: expression, options: options)) else { return false }
        compiled[key] = regex
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
