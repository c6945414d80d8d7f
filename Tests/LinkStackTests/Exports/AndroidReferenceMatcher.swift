import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Android's intent-filter data matching, written for the tests from AOSP's `IntentFilter` and
/// `android.os.PatternMatcher`, not from LinkStack's code. The XML is read with XMLParser (which
/// also proves it well-formed); a value is read as Android reads a manifest string (`\\` is one
/// backslash). A filter matches a link when its schemes hold the link's scheme (case-sensitive);
/// when it names hosts, the host matches one (case-insensitive; `*` any, `*.x.com` a subdomain)
/// and, when it names paths, the decoded path matches one; without hosts its paths are ignored.
/// All `<data>` elements of a filter combine.
final class AndroidReferenceMatcher: NSObject, XMLParserDelegate {
    struct Filter {
        var schemes: [String] = []
        var hosts: [String] = []
        var paths: [(kind: String, value: String)] = []
        var autoVerify = false
        var actions: [String] = []
        var categories: [String] = []
    }

    private(set) var filters: [Filter] = []
    private var current: Filter?
    private(set) var activity: [String: String] = [:]

    init(data: Data) throws {
        super.init()
        let parser = XMLParser(data: data)
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        func value(_ name: String) -> String? { attributes["android:" + name].map { $0.replacingOccurrences(of: "\\\\", with: "\\") } }
        switch element {
        case "activity": activity = attributes
        case "intent-filter": current = Filter(autoVerify: attributes["android:autoVerify"] == "true")
        case "action": current?.actions += [value("name") ?? ""]
        case "category": current?.categories += [value("name") ?? ""]
        case "data":
            if let scheme = value("scheme") { current?.schemes.append(scheme) }
            if let host = value("host") { current?.hosts.append(host) }
            for kind in ["path", "pathPrefix", "pathPattern"] {
                if let path = value(kind) { current?.paths.append((kind, path)) }
            }
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "intent-filter", let filter = current { filters.append(filter) }
        if element == "intent-filter" { current = nil }
    }

    /// Whether some filter takes the link; `verifiedOnly` counts only autoVerify filters.
    func handles(_ url: String, verifiedOnly: Bool = false) -> Bool {
        let link = AndroidReferenceMatcher.parse(url)
        return filters.contains { filter in
            guard !verifiedOnly || filter.autoVerify, filter.schemes.contains(link.scheme) else { return false }
            guard !filter.hosts.isEmpty else { return true }
            guard let host = link.host, filter.hosts.contains(where: { AndroidReferenceMatcher.host($0, matches: host) }) else { return false }
            return filter.paths.isEmpty || filter.paths.contains { AndroidReferenceMatcher.path($0, matches: link.path) }
        }
    }

    /// Scheme, host and decoded path as `android.net.Uri` reads a hierarchical link.
    static func parse(_ url: String) -> (scheme: String, host: String?, path: String) {
        guard let colon = url.firstIndex(of: ":") else { return ("", nil, "") }
        let scheme = String(url[..<colon])
        var rest = url[url.index(after: colon)...]
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        guard rest.hasPrefix("//") else { return (scheme, nil, String(rest).removingPercentEncoding ?? String(rest)) }
        rest = rest.dropFirst(2)
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        let host = String(rest[..<slash])
        let path = String(rest[slash...])
        return (scheme, host.isEmpty ? nil : host, path.removingPercentEncoding ?? path)
    }

    /// `IntentFilter.AuthorityEntry.match`: a leading `*` matches any prefix.
    static func host(_ pattern: String, matches host: String) -> Bool {
        guard pattern.hasPrefix("*") else { return pattern.lowercased() == host.lowercased() }
        let suffix = pattern.dropFirst().lowercased()
        return host.count >= suffix.count && host.lowercased().hasSuffix(suffix)
    }

    static func path(_ entry: (kind: String, value: String), matches path: String) -> Bool {
        switch entry.kind {
        case "path": return entry.value == path
        case "pathPrefix": return path.hasPrefix(entry.value)
        default: return glob(Array(entry.value.utf16), Array(path.utf16))
        }
    }

    /// `PatternMatcher.matchGlobPattern`, step for step: `.` any character, `X*` a run of X,
    /// `.*` everything up to the first occurrence of the character after it (no backtracking),
    /// `\` escapes.
    static func glob(_ pattern: [UInt16], _ match: [UInt16]) -> Bool {
        let np = pattern.count, nm = match.count
        if np <= 0 { return nm <= 0 }
        var ip = 0, im = 0
        let dot = UInt16(UInt8(ascii: ".")), star = UInt16(UInt8(ascii: "*")), backslash = UInt16(UInt8(ascii: "\\"))
        var nextChar = pattern[0]
        while ip < np && im < nm {
            var c = nextChar
            ip += 1
            nextChar = ip < np ? pattern[ip] : 0
            let escaped = c == backslash
            if escaped {
                c = nextChar
                ip += 1
                nextChar = ip < np ? pattern[ip] : 0
            }
            if nextChar == star {
                if !escaped && c == dot {
                    if ip >= np - 1 { return true }
                    ip += 1
                    nextChar = pattern[ip]
                    if nextChar == backslash {
                        ip += 1
                        nextChar = ip < np ? pattern[ip] : 0
                    }
                    repeat {
                        if match[im] == nextChar { break }
                        im += 1
                    } while im < nm
                    if im == nm { return false }
                    ip += 1
                    nextChar = ip < np ? pattern[ip] : 0
                    im += 1
                } else {
                    repeat {
                        if match[im] != c { break }
                        im += 1
                    } while im < nm
                    ip += 1
                    nextChar = ip < np ? pattern[ip] : 0
                }
            } else {
                if c != dot && match[im] != c { return false }
                im += 1
            }
        }
        if ip >= np && im >= nm { return true }
        return ip == np - 2 && pattern[ip] == dot && pattern[ip + 1] == star
    }
}
